package resolver

import "testing"

func TestDecodeParts(t *testing.T) {
	maps, err := DecodeParts([]byte(` {"value": ".shown", "unstableIds": "^:r"} `))
	if err != nil || len(maps) != 1 || maps[0].Value != ".shown" || maps[0].UnstableIDs == nil || !maps[0].UnstableIDs.MatchString(":r7:") {
		t.Errorf("one map: %+v, %v", maps, err)
	}
	maps, err = DecodeParts([]byte(`[{"open": "button.toggle"}, {"clear": ".x"}]`))
	if err != nil || len(maps) != 2 || maps[0].Open != "button.toggle" || maps[1].Clear != ".x" {
		t.Errorf("a list: %+v, %v", maps, err)
	}
	for _, bad := range []string{`{"valu": ".shown"}`, `{"value": "p:hover"}`, `{"unstableIds": "("}`, `[1]`, `"x"`} {
		if maps, err := DecodeParts([]byte(bad)); err == nil {
			t.Errorf("%s accepted: %+v", bad, maps)
		}
	}
}
