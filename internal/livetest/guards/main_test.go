package guards

import (
	"testing"

	"github.com/surefill/surefill/internal/livetest"
)

func TestMain(m *testing.M) { livetest.Main(m) }
