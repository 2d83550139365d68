import { EditorInitializationError, type PrintboxGlobal } from "./printbox";

let pending: { url: string; promise: Promise<PrintboxGlobal> } | null = null;

const ready = (): PrintboxGlobal | null =>
  typeof window.printbox?.setEditorConfig === "function" ? window.printbox : null;

/**
 * Loads the editor script once (only the editor's pages call this: no other page ever loads it) and
 * answers Printbox's global once the script defined it. A script that fails to load, or loads without
 * defining the editor, is an EditorInitializationError; the next call tries again.
 */
export function loadEditorScript(url: string, timeoutMs = 20_000): Promise<PrintboxGlobal> {
  const loaded = ready();
  if (loaded) return Promise.resolve(loaded);
  if (pending?.url === url) return pending.promise;
  const promise = new Promise<PrintboxGlobal>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.dataset["editorScript"] = "";
    const fail = (message: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new EditorInitializationError(message));
    };
    const timer = setTimeout(() => fail(`the editor script did not load in ${timeoutMs} ms`), timeoutMs);
    script.onload = () => {
      clearTimeout(timer);
      const editor = ready();
      if (editor) resolve(editor);
      else fail("the editor script defined no editor");
    };
    script.onerror = () => fail("the editor script failed to load");
    document.head.appendChild(script);
  });
  pending = { url, promise };
  promise.catch(() => {
    if (pending?.promise === promise) pending = null;
  });
  return promise;
}
