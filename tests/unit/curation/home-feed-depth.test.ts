import { describe, expect, it } from "vitest";
import {
  curateDaily,
  embeddedSourceItem,
  ONE_AXIS_ENCODER,
  otherSubjectItems,
  toward,
} from "../../support/candidates";

// Decision 145: the feed most about an interest speaks for its stories near the top of the interest, not for
// its lesser ones on the feed's other subjects.
const now = new Date("2026-05-04T07:00:00Z");
const near = (title: string, summary: string, cos: number) =>
  embeddedSourceItem(now, "Deep Tech Review", title, summary, cos);

describe("the feed most about an interest", () => {
  const quantum = [
    near("Quantum computing's next milestone: error correction that scales", "Logical qubits held.", 0.7),
    near("Quantum computing start-up doubles its qubit count", "A new chip with 200 qubits.", 0.68),
    near("Why quantum computing needs better cooling", "Dilution fridges are the bottleneck.", 0.66),
  ];
  const ownWords = near("A processor that corrects its own errors as it runs", "Logical qubits again.", 0.5);
  const otherSubject = near("Inside the factory that trains humanoid robots", "Arms fold laundry.", 0.345);
  // the magazine's other subjects
  const rest = [
    "Why battery recycling is finally taking off",
    "A new kind of solar panel goes on sale",
    "How satellites are changing weather forecasts",
    "The race to sequence every insect on Earth",
  ].map((title) => near(title, "The magazine's long read.", 0.2));
  const elsewhere = [
    embeddedSourceItem(now, "Kitchen Notes", "Ten winter soups for busy evenings", "Leek and lentil.", 0.1),
    embeddedSourceItem(
      now,
      "City Desk",
      "Council approves new budget after long debate",
      "Libraries stay.",
      0.08,
    ),
  ];
  const pool = [
    ...otherSubjectItems(now, toward(0.05, 3)),
    ...elsewhere,
    ...quantum,
    ownWords,
    otherSubject,
    ...rest,
  ];

  it("carries its stories that rank near the top, not a lesser one on another of its subjects", () => {
    const r = curateDaily("quantum computing", pool, now, ONE_AXIS_ENCODER);
    const titles = r.items.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining([...quantum, ownWords].map((c) => c.title)));
    for (const c of [otherSubject, ...rest]) expect(titles).not.toContain(c.title);
  });
});
