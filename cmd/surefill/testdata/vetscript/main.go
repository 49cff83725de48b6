// Command vetscript has a finding for surefill vet: a target that depends
// on position.
package main

import "github.com/surefill/surefill"

func main() {
	_ = surefill.CSS("li:first-child")
}
