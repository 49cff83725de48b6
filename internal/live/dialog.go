package live

import (
	"context"

	jsonv2 "github.com/chromedp/cdproto/cdp/jsonv2"
	"github.com/chromedp/cdproto/page"

	"github.com/chromedp/cdproto/cdp"
)

// Dialog is a JavaScript dialog (alert, confirm, prompt, beforeunload) a
// page opened, and how it was answered.
type Dialog struct {
	Type     string // alert, confirm, prompt, beforeunload
	Message  string
	URL      string
	Accepted bool
}

// answerDialog answers a dialog at once, so it never freezes the page: by
// the rules' Dialog function, else accepting a beforeunload (the script's
// own action is leaving the page) and dismissing the rest.
func (p *Page) answerDialog(raw jsonv2.Value) {
	var ev page.EventJavascriptDialogOpening
	if jsonv2.Unmarshal(raw, &ev) != nil {
		return
	}
	d := Dialog{Type: string(ev.Type), Message: ev.Message, URL: ev.URL}
	accept, text := d.Type == string(page.DialogTypeBeforeunload), ""
	if f := p.Rules().Dialog; f != nil {
		accept, text = f(d.Type, d.Message, ev.DefaultPrompt)
	}
	d.Accepted = accept
	p.g.mu.Lock()
	p.g.dialogs = append(p.g.dialogs, d)
	p.g.mu.Unlock()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), answerTimeout)
		defer cancel()
		params := page.HandleJavaScriptDialogParams{Accept: accept}
		if accept && text != "" {
			params.PromptText = text
		}
		_, _ = cdp.Call(ctx, p.S, page.HandleJavaScriptDialog, params)
	}()
}

// Dialogs returns the dialogs answered in the session so far.
func (p *Page) Dialogs() []Dialog {
	p.g.mu.Lock()
	defer p.g.mu.Unlock()
	return append([]Dialog(nil), p.g.dialogs...)
}
