/** Copies a text with the Clipboard API; false where the page may not (a plain http address, a refused permission). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Saves a file through the browser's download. */
export function saveFile(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves a text as a file (UTF-8). */
export const downloadText = (filename: string, text: string, type = 'text/plain') =>
  saveFile(filename, new Blob([text], { type: `${type};charset=utf-8` }));
