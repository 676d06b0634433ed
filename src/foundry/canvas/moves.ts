/**
 * Token moves the canvas makes itself (a herd following its central figure, a stampede): the
 * herd hooks let them through without a coherency check or a second follow. Per client: the
 * client that makes the update is the one whose hooks see it first.
 */
const expected = new Set<string>();

/** These tokens are about to be moved by the system. */
export function expectMoves(tokenIds: readonly string[]): void {
  for (const id of tokenIds) expected.add(id);
}

/** Was this token's move made by the system? Consumes the mark. */
export function takeExpectedMove(tokenId: string): boolean {
  return expected.delete(tokenId);
}

/** Is this token's move being made by the system (the mark stays for the update hook)? */
export function isExpectedMove(tokenId: string): boolean {
  return expected.has(tokenId);
}
