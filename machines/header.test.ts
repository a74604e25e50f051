import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { type HeaderInput, headerMachine, headerView } from "./header";

function start(input: HeaderInput = {}) {
  const actor = createActor(headerMachine, { input });
  actor.start();
  return actor;
}

/** Scrolls to y and lets the 150 ms throttle pass so the next position is measured at once. */
function scrollTo(actor: ReturnType<typeof start>, y: number) {
  actor.send({ type: "SCROLL", y });
  vi.advanceTimersByTime(150);
}

const view = (actor: ReturnType<typeof start>) => headerView(actor.getSnapshot());

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("sticky past the leaderboard", () => {
  it("is not sticky at the top of the page", () => {
    expect(view(start())).toEqual({ sticky: false, navigationHidden: false, headerHidden: false });
  });

  it("sticks as soon as the page scrolls when there is no leaderboard (height 0)", () => {
    const actor = start();
    scrollTo(actor, 1);
    expect(view(actor).sticky).toBe(true);
  });

  it("sticks only past the leaderboard height", () => {
    const actor = start({ leaderboardHeight: 250 });
    scrollTo(actor, 250);
    expect(view(actor).sticky).toBe(false);
    scrollTo(actor, 251);
    expect(view(actor).sticky).toBe(true);
    scrollTo(actor, 100);
    expect(view(actor).sticky).toBe(false);
  });

  it("re-evaluates when the leaderboard is measured after scrolling", () => {
    const actor = start();
    scrollTo(actor, 120);
    expect(view(actor).sticky).toBe(true);
    actor.send({ type: "LEADERBOARD_MEASURED", height: 200 });
    expect(view(actor).sticky).toBe(false);
    actor.send({ type: "LEADERBOARD_MEASURED", height: 90 });
    expect(view(actor).sticky).toBe(true);
  });
});

describe("scroll direction threshold 32 px", () => {
  it("does not turn down for less than 32 px", () => {
    const actor = start();
    scrollTo(actor, 31);
    expect(actor.getSnapshot().matches({ direction: "scrollingUp" })).toBe(true);
  });

  it("turns down at 32 px and counts small moves together", () => {
    const actor = start();
    scrollTo(actor, 20);
    scrollTo(actor, 32);
    expect(actor.getSnapshot().matches({ direction: "scrollingDown" })).toBe(true);
  });

  it("turns up only after 32 px back up from where it turned", () => {
    const actor = start();
    scrollTo(actor, 400);
    scrollTo(actor, 370);
    expect(actor.getSnapshot().matches({ direction: "scrollingDown" })).toBe(true);
    scrollTo(actor, 368);
    expect(actor.getSnapshot().matches({ direction: "scrollingUp" })).toBe(true);
  });

  it("is scrolling up again at the very top", () => {
    const actor = start();
    scrollTo(actor, 20);
    scrollTo(actor, 60);
    scrollTo(actor, 40);
    scrollTo(actor, 0);
    expect(actor.getSnapshot().matches({ direction: "scrollingUp" })).toBe(true);
  });
});

describe("the top navigation hides past the leaderboard while scrolling down", () => {
  it("hides when scrolling down past the leaderboard", () => {
    const actor = start({ leaderboardHeight: 100 });
    scrollTo(actor, 600);
    expect(view(actor)).toEqual({ sticky: true, navigationHidden: true, headerHidden: false });
  });

  it("stays when scrolling down within the leaderboard", () => {
    const actor = start({ leaderboardHeight: 300 });
    scrollTo(actor, 200);
    expect(actor.getSnapshot().matches({ direction: "scrollingDown" })).toBe(true);
    expect(view(actor).navigationHidden).toBe(false);
  });

  it("comes back when scrolling up", () => {
    const actor = start();
    scrollTo(actor, 800);
    scrollTo(actor, 700);
    expect(view(actor)).toEqual({ sticky: true, navigationHidden: false, headerHidden: false });
  });
});

describe("mobile: the header hides while scrolling down unless the slide menu is open", () => {
  it("hides the whole header below 840 px", () => {
    const actor = start();
    actor.send({ type: "RESIZE", width: 390 });
    scrollTo(actor, 500);
    expect(view(actor).headerHidden).toBe(true);
  });

  it("does not hide the whole header at 840 px and wider", () => {
    const actor = start();
    actor.send({ type: "RESIZE", width: 840 });
    scrollTo(actor, 500);
    expect(view(actor).headerHidden).toBe(false);
    expect(view(actor).navigationHidden).toBe(true);
  });

  it("keeps the header while the slide menu is open and hides it again once closed", () => {
    const actor = start();
    actor.send({ type: "RESIZE", width: 390 });
    actor.send({ type: "SLIDE_MENU_OPENED" });
    scrollTo(actor, 500);
    expect(view(actor).headerHidden).toBe(false);
    actor.send({ type: "SLIDE_MENU_CLOSED" });
    expect(view(actor).headerHidden).toBe(true);
  });

  it("shows the header again when the window grows past the breakpoint", () => {
    const actor = start();
    actor.send({ type: "RESIZE", width: 600 });
    scrollTo(actor, 500);
    actor.send({ type: "RESIZE", width: 1280 });
    expect(view(actor).headerHidden).toBe(false);
    expect(actor.getSnapshot().context.viewportWidth).toBe(1280);
  });
});

describe("throttle 150 ms", () => {
  it("measures the first position at once and ignores the rest until 150 ms passed", () => {
    const actor = start();
    actor.send({ type: "SCROLL", y: 100 });
    expect(actor.getSnapshot().context.y).toBe(100);
    actor.send({ type: "SCROLL", y: 140 });
    actor.send({ type: "SCROLL", y: 180 });
    vi.advanceTimersByTime(149);
    expect(actor.getSnapshot().context.y).toBe(100);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.y).toBe(180);
  });

  it("measures the last position of each quiet period while scrolling continues", () => {
    const actor = start();
    actor.send({ type: "SCROLL", y: 10 });
    actor.send({ type: "SCROLL", y: 50 });
    vi.advanceTimersByTime(150);
    actor.send({ type: "SCROLL", y: 90 });
    expect(actor.getSnapshot().context.y).toBe(50);
    vi.advanceTimersByTime(150);
    expect(actor.getSnapshot().context.y).toBe(90);
    expect(actor.getSnapshot().matches({ throttle: "throttled" })).toBe(true);
    vi.advanceTimersByTime(150);
    expect(actor.getSnapshot().matches({ throttle: "ready" })).toBe(true);
  });

  it("treats a negative position (overscroll bounce) as the top", () => {
    const actor = start();
    scrollTo(actor, -40);
    expect(actor.getSnapshot().context.y).toBe(0);
    expect(view(actor).sticky).toBe(false);
  });
});
