/**
 * A copy of Foundry v13's game interface around a view (the preview's "interface" frame): the
 * first left column with the scene controls (top) and the players list (bottom), the second with
 * the vertical scene list, the hotbar at the bottom of the middle, the sidebar on the right. The
 * ids are core's (templates/views/game.hbs as quoted in dock/place.ts); the look is approximate.
 * The view comes last, in a `[data-mock-dock]` element that main.ts places with the dock's own code.
 */
/** The scene controls' layers, by a letter (the preview has no icon font). */
const tools = ["T", "M", "W", "L", "N", "R"];
const scenes = ["The Dry Creek Bank Job", "The Bridge at Les Trois Moulins", "Practice ground"];
const players = [
  { name: "Gamemaster", colour: "#c0392b" },
  { name: "Alice", colour: "#2e86de" },
  { name: "Bob", colour: "#27ae60" },
];

export function gameInterface(view: string): string {
  const controls = tools.map((i) => `<li><span class="mock-tool">${i}</span></li>`).join("");
  const nav = scenes.map((s, n) => `<li class="mock-scene${n === 0 ? " active" : ""}">${s}</li>`).join("");
  const list = players
    .map((p) => `<li><span class="mock-player-dot" style="background:${p.colour}"></span>${p.name}</li>`)
    .join("");
  const slots = Array.from({ length: 10 }, (_, i) => `<li class="mock-slot">${(i + 1) % 10}</li>`).join("");
  return `<div class="mock-game">
  <div class="mock-board" aria-hidden="true"></div>
  <div id="interface" class="mock-interface">
    <section id="ui-left">
      <div id="ui-left-column-1">
        <nav id="scene-controls" aria-label="Scene controls"><ul>${controls}</ul></nav>
        <aside id="players" aria-label="Players"><ul>${list}</ul></aside>
      </div>
      <div id="ui-left-column-2">
        <nav id="scene-navigation" aria-label="Scenes"><ul>${nav}</ul></nav>
      </div>
    </section>
    <section id="ui-middle"><footer id="ui-bottom"><ul id="hotbar" aria-label="Macro hotbar">${slots}</ul></footer></section>
    <section id="ui-right"><aside id="sidebar" aria-label="Sidebar"><p>Chat</p></aside></section>
  </div>
</div>
<aside id="cp-dock" class="cp-dock-host" data-mock-dock>${view}</aside>`;
}
