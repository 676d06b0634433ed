/** Ownership as the system checks it: may this user act for (or write) this actor? */

/** Does the user own the actor (Foundry's OWNER permission)? False when either is missing. */
export function ownsActor(
  user: User.Implementation | null | undefined,
  actor: Actor.Implementation | null | undefined,
): boolean {
  return !!user && !!actor && actor.testUserPermission(user, "OWNER");
}
