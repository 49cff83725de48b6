package surefill

import (
	"context"
	"log/slog"
)

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
