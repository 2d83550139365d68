/** SHA-256 of a text in hex, cut to its first `bytes` bytes (32, the whole digest, unless told): what the Worker keeps of a token or a context instead of the thing itself. */
export async function sha256Hex(text: string, bytes = 32): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest.subarray(0, bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
