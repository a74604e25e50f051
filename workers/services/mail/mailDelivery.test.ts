import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MAIL_DEAD_LETTER_QUEUE, MAIL_QUEUE } from "./mailDelivery";

describe("the mail queues in wrangler.toml", () => {
  it("are the ones the consumer tells apart, with retries and a dead-letter queue", () => {
    const toml = readFileSync(new URL("../../../wrangler.toml", import.meta.url), "utf8");
    const consumers = toml.split("[[queues.consumers]]").slice(1);
    const mail = consumers.find((c) => c.includes(`queue = "${MAIL_QUEUE}"`));
    expect(mail).toMatch(/^max_retries = [1-9]\d*$/m);
    expect(mail).toContain(`dead_letter_queue = "${MAIL_DEAD_LETTER_QUEUE}"`);
    expect(consumers.some((c) => c.includes(`queue = "${MAIL_DEAD_LETTER_QUEUE}"`))).toBe(true);
    expect(toml).toMatch(/\[\[queues\.producers\]\]\nbinding = "MAIL_QUEUE"\nqueue = "artmagazine-mail"/);
  });
});
