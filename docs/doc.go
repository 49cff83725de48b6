// Package docs holds surefill's authoring guide, writing-scripts.md, for
// the people and LLM agents who write scripts, and the test that keeps it
// complete and its Go blocks compiling. It has no code of its own.
package docs
