/** Tells fvtt-types which document classes the system configures (documents/documents-hooks.ts sets them). */
import type { CombatPatrolActor } from "./actor";
import type { CombatPatrolItem } from "./item";
import type { CombatPatrolTokenDocument } from "./token";

declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof CombatPatrolActor;
    Item: typeof CombatPatrolItem;
    Token: typeof CombatPatrolTokenDocument;
  }

  interface ConfiguredActor<SubType extends Actor.SubType> {
    document: CombatPatrolActor<SubType>;
  }

  interface ConfiguredItem<SubType extends Item.SubType> {
    document: CombatPatrolItem<SubType>;
  }
}
