package live

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/chromedp/cdproto/cdp"
	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	cdpdom "github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/domsnapshot"
	cdpruntime "github.com/chromedp/cdproto/runtime"

	sfcdp "github.com/surefill/surefill/cdp"
	"github.com/surefill/surefill/dom"
	"github.com/surefill/surefill/internal/livedom"
)

// ErrStale is returned when a node belongs to a document that has since
// been replaced: nothing resolved before a navigation is written after it.
var ErrStale = errors.New("live: the document was replaced since the element was found")

// Frame is one frame's document within a Page session: the main frame, a
// same-process iframe (same session, its own document and world) or the
// top of an out-of-process frame's session.
type Frame struct {
	P *Page
	// ID is the frame id; "" means the session's main frame.
	ID string

	mu   sync.Mutex
	doc  *dom.Document
	gen  float64
	vgen float64
	nav  int64
	// site is the site address the projection of the document at siteNav
	// read (see livedom.Projection.Site).
	site    string
	siteNav int64
	// Snapshots counts full rebuilds (for tests and benchmarks), and
	// Fallbacks those of them that needed a snapshot, not a projection.
	Snapshots, Fallbacks int
	// ForceSnapshot builds every model from a snapshot (tests compare the
	// two sources).
	ForceSnapshot bool
	// LazyFacts leaves every fact to be asked on demand, however small the
	// page (tests compare the two ways).
	LazyFacts bool

	// inputs counts what may have set the page going: input dispatched in
	// the frame (keys, clicks, text, files, focus) and runtime calls on its
	// elements; taken is the navigation a read-back took from the runtime
	// after the last of them, for SettleNavigation (see hold).
	inputs  atomic.Int64
	taken   string
	takenAt int64 // inputs when taken was read; -1: nothing held
}

// NewFrame returns the engine for a frame of the page session.
func NewFrame(p *Page, frameID string) *Frame { return &Frame{P: p, ID: frameID, takenAt: -1} }

// dispatched records input sent to the frame (or a runtime call that may
// fire events): a navigation a read-back took before it says nothing
// about what came after.
func (f *Frame) dispatched() { f.inputs.Add(1) }

// hold keeps the navigation a read-back took (dest, "" for none) until
// SettleNavigation asks, valid while no input follows.
func (f *Frame) hold(dest string) {
	f.mu.Lock()
	f.taken, f.takenAt = dest, f.inputs.Load()
	f.mu.Unlock()
}

// held returns the navigation held since the last input, and forgets it.
func (f *Frame) held() (string, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	dest, ok := f.taken, f.takenAt >= 0 && f.takenAt == f.inputs.Load()
	f.taken, f.takenAt = "", -1
	return dest, ok
}

func (f *Frame) frameID() string {
	if f.ID != "" {
		return f.ID
	}
	return f.P.MainFrameID()
}

// Gen reads the runtime's structural change counter for the frame.
func (f *Frame) Gen(ctx context.Context) (float64, error) {
	g, _, err := f.gens(ctx)
	return g, err
}

// gens reads both counters: structural and values.
func (f *Frame) gens(ctx context.Context) (float64, float64, error) {
	// Through Eval: the first look after a navigation may still hold the
	// world of the document it replaced.
	var g [2]float64
	if err := f.P.Eval(ctx, f.frameID(), "[__surefill.gen, __surefill.vgen]", &g); err != nil {
		return 0, 0, err
	}
	return g[0], g[1], nil
}

// ValuesChanged reports whether values changed since the cached model was
// taken (true when there is none).
func (f *Frame) ValuesChanged(ctx context.Context) bool {
	f.mu.Lock()
	doc, nav := f.doc, f.nav
	f.mu.Unlock()
	if doc == nil {
		return true // nothing cached to check: no round trip
	}
	if nav == f.P.NavOf(f.ID) && lookOf(ctx).current(f, doc, nav) {
		return false // this call took or checked it a moment ago
	}
	g, v, err := f.gens(ctx)
	f.mu.Lock()
	defer f.mu.Unlock()
	if err == nil && f.doc == doc && g == f.gen && v == f.vgen {
		lookOf(ctx).saw(f, doc, f.nav)
	}
	return err != nil || f.doc == nil || v != f.vgen
}

// Invalidate drops the cached model (after the SDK's own writes).
func (f *Frame) Invalidate() {
	f.mu.Lock()
	f.doc = nil
	f.mu.Unlock()
}

// Model returns the frame's document model, reusing the cached snapshot
// until the runtime's counter, a navigation or an SDK write says it is
// stale.
func (f *Frame) Model(ctx context.Context) (*dom.Document, error) {
	// A navigation event that lands while the snapshot is taken (queued
	// events can trail the load) makes it refuse the possibly mixed
	// result; the caller wants the document as it is now, so take it again.
	d, err := f.model(ctx)
	for tries := 0; errors.Is(err, ErrStale) && tries < 4 && ctx.Err() == nil; tries++ {
		d, err = f.model(ctx)
	}
	return d, err
}

func (f *Frame) model(ctx context.Context) (*dom.Document, error) {
	nav := f.P.NavOf(f.ID)
	f.mu.Lock()
	cached := f.doc != nil && f.nav == nav
	if !cached {
		// A model of a replaced document serves nothing any more: let it
		// go before the new one is built (a large page's model is tens of
		// MB, and the two would otherwise peak together).
		f.doc = nil
	}
	f.mu.Unlock()
	var g, vg float64
	if cached {
		// An act may resolve over the cached model as it is: its first
		// call on an element checks the counter where it acts (see Pre).
		f.mu.Lock()
		d, dg := f.doc, f.gen
		f.mu.Unlock()
		if lookOf(ctx).current(f, d, nav) {
			return d, nil
		}
		if d != nil && PreOf(ctx).trusts(f, dg) {
			return d, nil
		}
		// Asked now: what an earlier trusting look left to check is
		// answered by this look.
		PreOf(ctx).asked(f)
		// The counters say whether the cached model still holds; without
		// one, the projection reads them itself.
		var err error
		if g, vg, err = f.gens(ctx); err != nil {
			return nil, err
		}
		f.mu.Lock()
		if f.doc != nil && f.gen == g && f.nav == nav {
			d, values := f.doc, f.vgen == vg
			f.mu.Unlock()
			if values {
				lookOf(ctx).saw(f, d, nav)
			}
			return d, nil
		}
		f.mu.Unlock()
	} else if f.ForceSnapshot {
		var err error
		if g, vg, err = f.gens(ctx); err != nil {
			return nil, err
		}
	}
	if !cached {
		PreOf(ctx).asked(f)
	}
	d, pg, pvg, site, err := f.project(ctx)
	if err != nil {
		return nil, err
	}
	if !f.ForceSnapshot {
		g, vg = pg, pvg
	}
	if d == nil {
		if d, err = f.snapshot(ctx); err != nil {
			return nil, err
		}
	}
	if f.P.NavOf(f.ID) != nav {
		// A navigation landed while the snapshot was taken; refuse a model
		// that may mix two documents.
		return nil, ErrStale
	}
	f.mu.Lock()
	f.doc, f.gen, f.vgen, f.nav = d, g, vg, nav
	if site != "" {
		f.site, f.siteNav = site, nav
	}
	f.Snapshots++
	f.mu.Unlock()
	lookOf(ctx).saw(f, d, nav)
	return d, nil
}

// SiteAt returns the site address the projection of the frame's document
// at navigation nav read, if one did.
func (f *Frame) SiteAt(nav int64) (string, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.site, f.site != "" && f.siteNav == nav
}

// project builds the model from the runtime's projection of the frame's
// document, with the counters it was taken at and the site address it
// read. It returns a nil document
// (and the counters) when the projection cannot stand for the page (see
// BuildProjection): the caller takes a snapshot instead.
func (f *Frame) project(ctx context.Context) (*dom.Document, float64, float64, string, error) {
	if f.ForceSnapshot {
		return nil, 0, 0, "", nil
	}
	eager := f.eagerFacts()
	data, facts, err := f.sendProjection(ctx, eager)
	if err != nil {
		return nil, 0, 0, "", err
	}
	if facts == nil {
		// Through Eval, as gens: the look may come right after a
		// navigation, and Eval waits for the new document's world.
		if err := f.P.Eval(ctx, f.frameID(), fmt.Sprintf("__surefill.project(%d)", eager), &data); err != nil {
			return nil, 0, 0, "", err
		}
	}
	p, err := livedom.DecodeProjection(data)
	if err != nil {
		return nil, 0, 0, "", err
	}
	d, asked, needs, err := livedom.BuildProjectionDeferred(p, f.ID)
	if err != nil {
		return nil, 0, 0, "", err
	}
	if p.FD != 0 {
		if facts == nil {
			return nil, 0, 0, "", fmt.Errorf("%w: projection deferred facts nobody asked", livedom.ErrMalformed)
		}
		var fdata string
		if err := facts.wait(ctx, "live: facts", &fdata); err != nil {
			return nil, 0, 0, "", err
		}
		fneeds, err := livedom.DeferredFacts(fdata, asked)
		if err != nil {
			return nil, 0, 0, "", err
		}
		if needs == "" {
			needs = fneeds
		}
	}
	if needs == "" && len(p.Hosts) > 0 {
		needs, err = f.closedTrees(ctx, p)
		if err != nil {
			return nil, 0, 0, "", err
		}
	}
	if needs != "" {
		f.mu.Lock()
		f.Fallbacks++
		f.mu.Unlock()
		// The counters as they were before the snapshot: a change in
		// between makes the next call take the page again.
		return nil, p.Gen, p.VGen, p.Site, nil
	}
	return d, p.Gen, p.VGen, p.Site, nil
}

// answer is a Runtime.evaluate sent ahead (see sendProjection).
type answer struct{ a *sfcdp.Answer }

func (a answer) wait(ctx context.Context, what string, out *string) error {
	var res cdpruntime.EvaluateResult
	if err := a.a.Wait(ctx, &res); err != nil {
		return staleErr(err)
	}
	return Decode(res.Result, res.ExceptionDetails, what, out)
}

// sendProjection asks for the projection with its facts deferred and, at
// once behind it, for those facts (projectFacts): the browser answers a
// session's calls in order, so Go reads the tree while the page works the
// facts out, and the two cost one round trip. It returns the tree's
// answer and the facts' to wait for; facts is nil when the calls could not
// go out as sent (no world yet, or the one they went to was replaced) and
// the caller takes the one-call way, which waits for the document's world.
func (f *Frame) sendProjection(ctx context.Context, eager int) (tree string, facts *answer, err error) {
	if eager == 0 {
		return "", nil, nil
	}
	snd, ok := f.P.S.(sender)
	if !ok {
		return "", nil, nil
	}
	world, ok := f.P.KnownWorld(f.frameID())
	if !ok {
		return "", nil, nil
	}
	t, err := snd.Send(ctx, cdpruntime.Evaluate.Method, cdpruntime.EvaluateParams{
		Expression: fmt.Sprintf("__surefill.project(%d, true)", eager), ContextID: world, ReturnByValue: ptr(true),
	})
	if err != nil {
		return "", nil, nil
	}
	fa, err := snd.Send(ctx, cdpruntime.Evaluate.Method, cdpruntime.EvaluateParams{
		Expression: "__surefill.projectFacts()", ContextID: world, ReturnByValue: ptr(true),
	})
	if err != nil {
		return "", nil, nil // the tree's answer, unread, goes with t
	}
	if err := (answer{t}).wait(ctx, "live: project", &tree); err != nil {
		if errors.Is(err, ErrStale) {
			f.P.forgetWorld(f.frameID(), world)
			return "", nil, nil
		}
		return "", nil, err
	}
	return tree, &answer{fa}, nil
}

// EagerFacts is the most elements a projection asks every computed fact
// of at once: below it, asking them query by query would cost a round trip
// per query for little.
const EagerFacts = 2000

func (f *Frame) eagerFacts() int {
	if f.LazyFacts {
		return 0
	}
	return EagerFacts
}

// Snapshot builds a model from a snapshot, whatever the cache holds: its
// elements carry backend node ids, which the DOM domain's answers name.
func (f *Frame) Snapshot(ctx context.Context) (*dom.Document, error) {
	nav := f.P.NavOf(f.ID)
	d, err := f.snapshot(ctx)
	if err == nil && f.P.NavOf(f.ID) != nav {
		return nil, ErrStale
	}
	return d, err
}

// Facts asks the page for the computed style, box and list marker of
// elements the projection left unasked, the ones a query consulted, and
// sets them on d (see dom.Document.SetFacts). d must be the frame's
// current model.
func (f *Frame) Facts(ctx context.Context, d *dom.Document, nodes []*dom.Node) error {
	if len(nodes) == 0 {
		return nil
	}
	f.mu.Lock()
	current := f.doc == d && f.nav == f.P.NavOf(f.ID)
	f.mu.Unlock()
	if !current {
		return ErrStale
	}
	world, err := f.P.World(ctx, f.frameID())
	if err != nil {
		return err
	}
	res, err := cdp.Call(ctx, f.P.S, cdpruntime.Evaluate, cdpruntime.EvaluateParams{
		Expression: "__surefill.facts([" + idRuns(nodes) + "])", ContextID: world, ReturnByValue: ptr(true),
	})
	if err != nil {
		return fmt.Errorf("live: facts: %w", err)
	}
	var data string
	if err := Decode(res.Result, res.ExceptionDetails, "live: facts", &data); err != nil {
		return err
	}
	if f.P.NavOf(f.ID) != f.navOf() {
		return ErrStale
	}
	facts, err := livedom.TableFacts(data, nodes)
	if err != nil {
		return err
	}
	d.SetFacts(nodes, facts)
	return nil
}

// idRuns writes the nodes' runtime ids as the runtime's facts takes them:
// runs of consecutive ids, each its first id and its length. Ids go less
// their document's base (a multiple of 2^30 the runtime adds to its
// counter). The elements a page's model leaves unasked come in tree order,
// where ids run on: the 100,000 elements of a large page are a few runs,
// not 600 KB of numbers for the page to parse.
func idRuns(nodes []*dom.Node) string {
	var b strings.Builder
	first, n := int64(-1), int64(0)
	flush := func() {
		if n > 0 {
			if b.Len() > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.FormatInt(first, 10))
			b.WriteByte(',')
			b.WriteString(strconv.FormatInt(n, 10))
		}
	}
	for _, nd := range nodes {
		id := nd.State.RuntimeID % (1 << 30)
		if n > 0 && id == first+n {
			n++
			continue
		}
		flush()
		first, n = id, 1
	}
	flush()
	return b.String()
}

// maxHosts bounds the custom elements asked one by one whether they hold a
// closed shadow tree; a page with more gets a snapshot.
const maxHosts = 32

// closedTrees asks the browser whether any custom element without an open
// shadow root holds a closed one, which the runtime cannot see: then the
// model must come from a snapshot. It says why, or "".
func (f *Frame) closedTrees(ctx context.Context, p *livedom.Projection) (string, error) {
	if len(p.Hosts) > maxHosts {
		return fmt.Sprintf("%d custom elements without an open shadow root", len(p.Hosts)), nil
	}
	var (
		wg     sync.WaitGroup
		mu     sync.Mutex
		closed bool
		first  error
	)
	for _, id := range p.Hosts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			h := &Handle{F: f, ref: p.Base + id, nav: f.P.NavOf(f.ID)}
			obj, err := h.object(ctx)
			var n *cdp.Node
			if err == nil {
				var res cdpdom.DescribeNodeResult
				res, err = cdp.Call(ctx, f.P.S, cdpdom.DescribeNode, cdpdom.DescribeNodeParams{ObjectID: obj, Pierce: ptr(true)})
				n = res.Node
			}
			mu.Lock()
			defer mu.Unlock()
			switch {
			case errors.Is(err, ErrStale):
				// gone since: the next model will not list it
			case err != nil:
				if first == nil {
					first = err
				}
			case n != nil && len(n.ShadowRoots) > 0:
				closed = true
			}
		}()
	}
	wg.Wait()
	if first != nil {
		return "", first
	}
	if closed {
		return "a closed shadow tree", nil
	}
	return "", nil
}

// snapshot builds the model from DOMSnapshot.captureSnapshot, which sees
// what the runtime cannot: closed shadow trees and counter values.
func (f *Frame) snapshot(ctx context.Context) (*dom.Document, error) {
	res, err := cdp.Call(ctx, f.P.S, domsnapshot.CaptureSnapshot, *livedom.Params())
	if err != nil {
		return nil, fmt.Errorf("live: snapshot: %w", err)
	}
	// A document with shadow trees takes its tree scopes from the node
	// tree, which the flat snapshot cannot tell apart (livedom.BuildScoped).
	tree := func(doc int64) (*cdp.Node, error) {
		return ReadTree(ctx, f.P.S, cdp.BackendNodeID(doc))
	}
	docs, err := livedom.BuildScoped(&res, tree)
	if err != nil {
		return nil, err
	}
	if f.ID == "" {
		return docs[0], nil
	}
	for _, x := range docs {
		if x.FrameID == f.ID {
			return x, nil
		}
	}
	return nil, fmt.Errorf("live: frame %s is gone: %w", f.ID, ErrStale)
}

// Handle is an element of a specific document: writes go through it, and
// it refuses to act once the document was replaced.
type Handle struct {
	F       *Frame
	Node    *dom.Node
	Backend cdp.BackendNodeID
	ref     int64 // the runtime's id, when the model came from its projection
	nav     int64
	obj     cdpruntime.RemoteObjectID
}

// Handle binds a model node for acting on.
func (f *Frame) Handle(n *dom.Node) *Handle {
	h := &Handle{F: f, Node: n, nav: f.navOf()}
	if n.State != nil {
		h.Backend, h.ref = cdp.BackendNodeID(n.State.BackendID), n.State.RuntimeID
	}
	return h
}

func (f *Frame) navOf() int64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.nav
}

// Alive reports whether the handle's document is still the frame's.
func (h *Handle) Alive() bool { return h.F.P.NavOf(h.F.ID) == h.nav }

func (h *Handle) object(ctx context.Context) (cdpruntime.RemoteObjectID, error) {
	if !h.Alive() {
		return "", ErrStale
	}
	if h.obj != "" {
		return h.obj, nil
	}
	world, err := h.F.P.World(ctx, h.F.frameID())
	if err != nil {
		return "", err
	}
	var obj *cdpruntime.RemoteObject
	if h.Backend == 0 && h.ref != 0 {
		res, err := cdp.Call(ctx, h.F.P.S, cdpruntime.Evaluate, cdpruntime.EvaluateParams{
			Expression: fmt.Sprintf("__surefill.node(%d)", h.ref), ContextID: world, ObjectGroup: "surefill",
		})
		if err != nil {
			return "", staleErr(err)
		}
		if res.ExceptionDetails != nil {
			return "", Decode(res.Result, res.ExceptionDetails, "live: runtime", nil)
		}
		obj = res.Result
	} else {
		res, err := cdp.Call(ctx, h.F.P.S, cdpdom.ResolveNode, cdpdom.ResolveNodeParams{
			BackendNodeID: h.Backend, ExecutionContextID: world, ObjectGroup: "surefill",
		})
		if err != nil {
			return "", staleErr(err)
		}
		obj = res.Object
	}
	if obj == nil || obj.ObjectID == "" {
		return "", ErrStale // the element left the page
	}
	h.obj = obj.ObjectID
	return h.obj, nil
}

// Call runs a runtime function on the element: fn is an expression of the
// form "(el, a, b) => __surefill.x(el, a, b)"; args are JSON values; the
// result is decoded into out (nil to ignore).
func (h *Handle) Call(ctx context.Context, fn string, out any, args ...any) error {
	h.F.dispatched()
	pre := PreOf(ctx)
	if h.obj == "" && h.Backend == 0 && h.ref != 0 {
		if pre != nil && pre.others(h.F) {
			if err := pre.Flush(ctx); err != nil {
				return err
			}
		}
		return h.callByRef(ctx, pre, fn, out, args)
	}
	if err := h.F.beforeInput(ctx); err != nil {
		return err
	}
	obj, err := h.object(ctx)
	if err != nil {
		return err
	}
	cargs := make([]*cdpruntime.CallArgument, 0, len(args))
	for _, a := range args {
		b, err := jsonv2.Marshal(a)
		if err != nil {
			return err
		}
		cargs = append(cargs, &cdpruntime.CallArgument{Value: jsonv2.Value(b)})
	}
	res, err := cdp.Call(ctx, h.F.P.S, cdpruntime.CallFunctionOn, cdpruntime.CallFunctionOnParams{
		FunctionDeclaration: "function(...a){ return (" + fn + ")(this, ...a); }",
		ObjectID:            obj,
		Arguments:           cargs,
		ReturnByValue:       ptr(true),
		AwaitPromise:        ptr(true),
	})
	if err != nil {
		return staleErr(err)
	}
	return Decode(res.Result, res.ExceptionDetails, "live: page runtime", out)
}

// callByRef is Call for an element known by the runtime's id, in one
// round trip: the element is found and the function run in the same
// evaluation, with no remote object in between (resolving one first cost
// a round trip of its own on every handle).
func (h *Handle) callByRef(ctx context.Context, pre *Pre, fn string, out any, args []any) error {
	if !h.Alive() {
		return ErrStale
	}
	world, err := h.F.P.World(ctx, h.F.frameID())
	if err != nil {
		return err
	}
	// What the act checks where it acts (see Pre) runs first, in the same
	// evaluation.
	var first string
	var expect, arm bool
	if pre != nil {
		first, expect, arm = pre.take(h.F)
	}
	expr, err := refExpr(first, h.ref, fn, args)
	if err != nil {
		return err
	}
	res, err := cdp.Call(ctx, h.F.P.S, cdpruntime.Evaluate, refParams(expr, world))
	return h.refAnswer(res, err, pre, expect, arm, out)
}

// refExpr is the expression of a call by the runtime's id: first (what
// the act checks where it acts), then fn on the element, with args. It
// answers a promise only when fn returns one: the answer to a plain one
// comes back at once (as callFunctionOn's does).
func refExpr(first string, ref int64, fn string, args []any) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "(() => { %sconst el = __surefill.node(%d); if (!el) return { stale: true }; const v = (%s)(el", first, ref, fn)
	for _, a := range args {
		j, err := jsonv2.Marshal(a)
		if err != nil {
			return "", err
		}
		b.WriteString(", ")
		b.Write(j)
	}
	b.WriteString("); return v instanceof Promise ? v.then((x) => ({ v: x })) : { v }; })()")
	return b.String(), nil
}

func refParams(expr string, world cdpruntime.ExecutionContextID) cdpruntime.EvaluateParams {
	return cdpruntime.EvaluateParams{Expression: expr, ContextID: world, ReturnByValue: ptr(true), AwaitPromise: ptr(true)}
}

// refAnswer reads the answer to a call by id into out.
func (h *Handle) refAnswer(res cdpruntime.EvaluateResult, err error, pre *Pre, expect, arm bool, out any) error {
	var w struct {
		Stale bool         `json:"stale"`
		Moved bool         `json:"moved"`
		V     jsonv2.Value `json:"v"`
	}
	if err == nil {
		err = Decode(res.Result, res.ExceptionDetails, "live: page runtime", &w)
	}
	if pre != nil {
		pre.carried(h.F, expect, arm, w.Moved)
	}
	if err != nil {
		return staleErr(err)
	}
	if w.Moved {
		h.F.Invalidate()
		return ErrMoved
	}
	if w.Stale {
		return ErrStale // the element left the page
	}
	if out != nil && len(w.V) > 0 {
		return jsonv2.Unmarshal(w.V, out)
	}
	return nil
}

// staleErr turns the browser's answers about a replaced document (its
// world or the object gone) into ErrStale; other errors pass unchanged.
func staleErr(err error) error {
	var pe *sfcdp.ProtocolError
	if errors.As(err, &pe) {
		for _, m := range []string{"Cannot find context with specified id", "Could not find object with given id", "Node with given id does not belong to the document", "No node with given id found", "Cannot find default execution context"} {
			if strings.Contains(pe.Message, m) {
				return fmt.Errorf("%w (%s)", ErrStale, pe.Message)
			}
		}
	}
	return err
}

// Decode turns a Runtime call's answer into out, or an error carrying the
// exception the page code threw, prefixed with what.
func Decode(result *cdpruntime.RemoteObject, exc *cdpruntime.ExceptionDetails, what string, out any) error {
	if exc != nil {
		msg := exc.Text
		if exc.Exception != nil && exc.Exception.Description != "" {
			msg = exc.Exception.Description
		}
		return fmt.Errorf("%s: %s", what, msg)
	}
	if out != nil && result != nil && len(result.Value) > 0 {
		return jsonv2.Unmarshal(result.Value, out)
	}
	return nil
}

// State is what the runtime reads back from an element.
type State struct {
	Connected      bool     `json:"connected"`
	Tag            string   `json:"tag"`
	Focused        bool     `json:"focused"`
	Value          *string  `json:"value"`
	Type           string   `json:"type"`
	Checked        *bool    `json:"checked"`
	Files          *int     `json:"files"`
	Selected       []string `json:"selected"`
	SelectedValues []string `json:"selectedValues"`
	Text           *string  `json:"text"`
	AriaChecked    *string  `json:"ariaChecked"`
	AriaPressed    *string  `json:"ariaPressed"`
	AriaSelected   *string  `json:"ariaSelected"`
	Valid          *bool    `json:"valid"`
	Message        string   `json:"message"`
	Disabled       bool     `json:"disabled"`
	ReadOnly       bool     `json:"readOnly"`
	Invalid        bool     `json:"invalid"`
	ClassName      string   `json:"className"`
	// KeptFocus and Thief, read by blur: whether the element still held
	// the focus when the typing ended, and what held it instead.
	KeptFocus bool   `json:"keptFocus"`
	Thief     string `json:"thief"`
	// Typed, read by the blur sent behind an insertion: the page showed
	// the insertion's own events (else Go's release let the blur run).
	Typed bool `json:"typed"`
	// Navigating is the address of a navigation to another document the
	// page started since the last read (blur and ReadState take it).
	Navigating string `json:"navigating"`
	// Guard is what the submit guard saw since the act armed it (stateNav
	// reads it): the arming's token, submissions stopped, entry lists
	// built; nil before any arming in the document.
	Guard []float64 `json:"guard"`
}

// ReadState reads the element back, and takes the navigation the act
// set off, if any, for SettleNavigation in the same call.
func (h *Handle) ReadState(ctx context.Context) (State, error) {
	var s State
	err := h.Call(ctx, "(el) => __surefill.stateNav(el)", &s)
	if err == nil {
		h.F.hold(s.Navigating)
	}
	return s, err
}

// Release frees the remote objects the frame's calls created.
func (f *Frame) Release(ctx context.Context) {
	_, _ = cdp.Call(ctx, f.P.S, cdpruntime.ReleaseObjectGroup, cdpruntime.ReleaseObjectGroupParams{ObjectGroup: "surefill"})
}

// WaitChange waits until the runtime's counter moves past gen or max
// elapses (whichever is first), within ctx.
func (f *Frame) WaitChange(ctx context.Context, gen float64, max time.Duration) error {
	world, err := f.P.World(ctx, f.frameID())
	if err != nil {
		return err
	}
	if dl, ok := ctx.Deadline(); ok {
		if left := time.Until(dl); left < max {
			max = left
		}
	}
	if max <= 0 {
		return ctx.Err()
	}
	_, err = cdp.Call(ctx, f.P.S, cdpruntime.Evaluate, cdpruntime.EvaluateParams{
		Expression: fmt.Sprintf("__surefill.changed(%v, %d)", gen, max.Milliseconds()), ContextID: world, AwaitPromise: ptr(true), ReturnByValue: ptr(true),
	})
	return err
}

// CachedGen returns the counter value the cached model was taken at.
func (f *Frame) CachedGen() float64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.gen
}
