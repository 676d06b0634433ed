import { ADVENTURES, playGame } from "../tests/table/engine-games";
import { chatLog } from "../tests/table/harness";
const adventure = ADVENTURES.find((a) => a.includes("Trois"))!;
for (const seed of [1, 2, 3]) {
  const r = await playGame({ adventure, seed, doctrines: { a: "steady", b: "steady" } });
  console.log(seed, chatLog(r.table).filter((l) => l.startsWith("Line infantry")).join("\n  "));
}
