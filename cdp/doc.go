// Package cdp is a small, hand-owned Chrome DevTools Protocol client: it
// finds and starts Chromium, speaks CDP over one websocket, and multiplexes
// flattened sessions for pages and out-of-process iframes. It knows nothing
// about forms; the layers above it do.
//
// # Starting or reaching a browser
//
// Launch finds a browser (LaunchOptions.Path, then $SUREFILL_CHROME, then the
// usual names and install locations; see FindChrome), starts it headless in a
// temporary profile and its own process group, and connects. Connect reaches
// a running browser by its ws:// URL or its http://host:port endpoint, which
// is how a script uses a remote browser pool.
//
//	b, err := cdp.Launch(ctx, nil)
//	if err != nil { ... }
//	defer b.Close() // kills the process group, removes the profile
//
// # Sessions and calls
//
// A Browser has a root session for browser-level commands; NewPage and
// AttachToTarget give a Session per page. A Session implements cdproto's
// cdp.Session interface, so the generated, typed commands of
// github.com/chromedp/cdproto run on it (cdproto's package is also named
// cdp; import it under another name):
//
//	page, err := b.NewPage(ctx, "")
//	res, err := cdproto.Call(ctx, page, runtime.Evaluate, runtime.EvaluateParams{Expression: "1+1"})
//
// Session.Call takes a method name and any params and result values for
// calls without generated types.
//
// # Errors
//
// Every call honours its ctx: when ctx ends first, the call returns ctx.Err()
// at once and the late response is dropped. Other failures are typed:
//
//   - *ProtocolError: the browser answered with an error (code, message).
//   - ErrDetached (*DetachedError): the session ended while the connection
//     lives on — its target closed, crashed or detached.
//   - ErrTargetCrashed (*CrashedError): the session's renderer crashed. The
//     session ends as soon as the browser says so (Inspector.targetCrashed),
//     so calls that were waiting fail then, not at their deadlines; the error
//     matches ErrDetached too.
//   - ErrClosed: the connection is gone; ErrBrowserExited as well when the
//     browser or the peer ended it rather than Close. Pending calls fail with
//     it as soon as the socket drops.
//   - ErrMessageTooLarge: a response above ConnectOptions.MaxMessageSize.
//
// # Events
//
// Session.Subscribe (one method) and Session.Events (several, in order)
// return channels. Each subscription has an unbounded queue drained by its
// own goroutine: the reader never waits for a subscriber, so a slow one
// delays neither responses nor other subscribers, and no event is dropped.
// The price is memory while a subscriber does not read, so cancel a
// subscription you stop reading. Channels close when the session ends, after
// the events already queued.
//
// # Out-of-process iframes
//
// Session.AutoAttach asks the browser to attach related targets paused
// (waitForDebuggerOnStart). Each child arrives as a Session under its page;
// the AttachHook given to AutoAttach runs on it first (enable domains,
// subscribe), then the child is resumed with Runtime.runIfWaitingForDebugger.
// Children end when the browser reports them detached or destroyed, which
// happens on every navigation of their page. Session.Children lists the live
// ones; a subscription to Target.attachedToTarget on the parent tells of each
// new one (Browser.Session finds it by the id in the event).
//
// # Concurrency
//
// Browser and Session are safe for concurrent use. One goroutine reads the
// socket; requests are written one frame at a time.
package cdp
