/**
 * NAP-5 close order: turn to face an enemy behind (a reaction), change formation, the unit's size; NAP-8.2 Indians stay
 * in open order.
 */
import { defineAction } from "@foundry/kernel/action-definition";
import { checkUnitSize, closeOrderTurn } from "./close-order";
import { CLOSE_ORDER_TURN_PROCEDURE } from "./close-order-procedure";
import { changeFormation, formUp } from "./formation";
import { FORMATION_PROCEDURE } from "./formation-procedure";

export default defineAction({
  handlers: { closeOrderTurn, changeFormation, formUp, checkUnitSize },
  procedures: { closeOrderTurn: CLOSE_ORDER_TURN_PROCEDURE, "nap.formation": FORMATION_PROCEDURE },
});
