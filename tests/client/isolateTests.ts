// Runs around every client test (Jest's setupFilesAfterEnv): what one test leaves in the tab's storage
// (a draft typed into a form, ui/drafts.ts) must not be found by the next one in the same file.
afterEach(() => {
  window.sessionStorage.clear();
});
