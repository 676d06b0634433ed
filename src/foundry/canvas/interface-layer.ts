/**
 * One PIXI.Graphics of the system's own on the canvas's interface group (above the tokens, deaf to
 * the pointer), kept across redraws and made anew when the canvas it belonged to is gone. The
 * command radii (overlay.ts) and the sight rings (sight-markers-foundry.ts) each keep one.
 */
export interface InterfaceLayer {
  /** The graphics to draw into; null before a canvas is ready. */
  get(): PIXI.Graphics | null;
  /** A new canvas: the old graphics went with the old one. */
  forget(): void;
}

export function interfaceLayer(): InterfaceLayer {
  let layer: PIXI.Graphics | null = null;
  return {
    get() {
      const group = canvas?.interface;
      if (!group) return null;
      if (!layer || layer.destroyed || layer.parent !== group) {
        layer = new PIXI.Graphics();
        layer.eventMode = "none";
        group.addChild(layer);
      }
      return layer;
    },
    forget() {
      layer = null;
    },
  };
}
