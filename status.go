package surefill

import "context"

// statusJS reads the HTTP status of the response the document came from,
// from the document's own navigation timing entry (0 when it has none:
// about:, data: and file: documents, or one restored without a response).
const statusJS = `(() => { const e = performance.getEntriesByType("navigation")[0]; return (e && e.responseStatus) || 0; })()`

// Status returns the HTTP status code of the response this tab's (or
// frame's) document was loaded from: 200, 404, … and 0 for a document
// that came from no HTTP response. A page a server answered with an error
// still loads (NewTab and Goto succeed), so a script or tool that must
// not read an error page asks here.
func (s *scope) Status(ctx context.Context) (int, error) {
	a := s.begin("Status", "", "")
	if err := s.a.CheckSite(ctx, "Status"); err != nil {
		return 0, a.end(ctx, err)
	}
	var code int
	err := s.a.EvalMain(ctx, statusJS, &code)
	return code, a.end(ctx, err)
}
