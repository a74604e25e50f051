import { expect, test } from "./fixtures";
import { quietReader } from "./magazine-helpers";

test("playing a podcast logs no audio warning, under the usual rule that sound needs the reader's press", async ({
  page,
  request,
}) => {
  await quietReader(page);
  // Browsers refuse play() before the reader has pressed something (headless Chromium leaves such a call
  // pending instead): audio taken before that press is locked, which howler reports as "pool exhausted".
  await page.addInitScript(() => {
    let pressed = false;
    for (const type of ["pointerdown", "keydown", "click"])
      window.addEventListener(type, () => (pressed = true), { capture: true });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!pressed) return Promise.reject(new DOMException("play() needs a user gesture.", "NotAllowedError"));
      return play.call(this);
    };
  });
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
  });
  const list = await (await request.get("/api/podcast?pageSize=1")).json();
  await page.goto(list._embedded.items[0].url);
  const player = page.getByTestId("audio-player");
  await expect(player).toHaveAttribute("data-state", "paused");
  await page.getByTestId("audio-play").click();
  await expect(player).toHaveAttribute("data-state", "playing");
  await expect(page.getByTestId("audio-time")).not.toHaveText(/^0:00 \//);
  expect(warnings.filter((text) => /audio/i.test(text))).toEqual([]);
});
