/**
 * A request's id: 20 letters and digits from the platform's cryptographic generator (there in
 * every browser context, plain http too; crypto.randomUUID is not). Made by the asking client;
 * the GM's client makes one for a request that came without (its own calls).
 */
const ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  // 62 letters: a byte below 248 maps evenly (248 = 4 × 62); the few above are folded, a negligible bias for an id.
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length] ?? "x").join("");
}
