package surefill

import (
	"context"
	"log/slog"
)

// noteUnchecked records a target check mode passed over because the page
// shows it only after a write check mode skipped.
func (b *Browser) noteUnchecked(ctx context.Context, op, target string) {
	b.mu.Lock()
	b.unchecked = append(b.unchecked, op+" "+target)
	b.mu.Unlock()
	if b.opts.Logger != nil {
		b.opts.Logger.LogAttrs(ctx, slog.LevelWarn, "surefill: not checked", slog.String("op", op), slog.String("target", target), slog.Bool("check", true),
			slog.String("reason", "the target is not on the page before a write check mode skipped"))
	}
}

// Unchecked lists, in check mode, the calls whose targets could not be
// checked because they need a write check mode skipped (the field a click
// reveals, the page a submission leads to), as "Op target". Those calls
// returned at once without error; a real run reaches them. Close logs the
// list once.
func (b *Browser) Unchecked() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.unchecked...)
}

func (b *Browser) logUnchecked() {
	u := b.Unchecked()
	if len(u) == 0 || b.opts.Logger == nil {
		return
	}
	b.opts.Logger.LogAttrs(context.Background(), slog.LevelWarn, "surefill: check mode could not check these, they need a skipped write", slog.Any("unchecked", u))
}

// checkLog records what a write would do in check mode (never the value).
func (b *Browser) checkLog(ctx context.Context, op string, t Target, f Field, sensitive bool) {
	if b.opts.Logger == nil {
		return
	}
	attrs := []slog.Attr{slog.String("op", op), slog.Bool("check", true)}
	if t != nil {
		attrs = append(attrs, slog.String("target", t.String()))
	}
	if f.Kind != "" {
		attrs = append(attrs, slog.String("kind", string(f.Kind)), slog.String("label", f.Label))
	}
	if sensitive {
		attrs = append(attrs, slog.Bool("sensitive", true))
	}
	b.opts.Logger.LogAttrs(ctx, slog.LevelInfo, "surefill: would act", attrs...)
}
