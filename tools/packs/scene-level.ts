/**
 * A starter adventure's map on its scene, for Foundry v13 AND v14.
 *
 * v13 draws a scene's map from `background.src` (and `backgroundColor` around it). v14 moved the
 * background onto the scene's Level documents (Scene Levels): a Level has `name`, `elevation`
 * {bottom, top} (null meaning without limit), `background` {src, color, tint, alphaThreshold},
 * `foreground`, `textures`, `sort`, `flags` (fvtt-types 14.366 src/foundry/client/documents/level.d.mts
 * Schema, common/documents/level.d.mts: "canvas.scene.createEmbeddedDocuments("Level", [{name,
 * elevation: {bottom, top}, background: {src}}])"), and the scene's own background fields are
 * delegated to its default Level (client/applications/sheets/scene-config.d.mts DelegatedField:
 * "A field whose value is delegated to the Scene's default Level"). Core's migration of an old
 * `background.src` into a Level is the subject of open core issues (foundryvtt/foundryvtt#13750
 * "Default scene is created without proper background image (probably due to Level migration)";
 * BernhardPosselt/pf2e-kingmaker-tools#171: updating `background.src` does nothing on v14).
 *
 * So the scene carries both: `background` and `backgroundColor` for v13, and ONE Level with the
 * same map for v14, from the ground to the sky (elevation null to null: every token and wall of
 * the flat table is on it). v13 drops the `levels` key it does not know (common/data/fields.mjs
 * SchemaField#_cleanType: "Delete any keys which do not belong to the schema"), so one source
 * imports on both.
 */
import { docId } from "./docs";

export function sceneMap(
  adventure: string,
  src: string,
  ground: string,
): { background: { src: string }; backgroundColor: string; levels: Record<string, unknown>[] } {
  return {
    background: { src },
    backgroundColor: ground,
    levels: [
      {
        _id: docId("level", adventure),
        name: "Ground",
        elevation: { bottom: null, top: null },
        background: { src, color: ground },
        sort: 0,
        flags: {},
      },
    ],
  };
}
