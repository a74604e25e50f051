import { beforeEach, describe, expect, it } from "vitest";
import { freshIp, jsonPost, withinOneRateWindow } from "./account-helpers";
import { createReader, json } from "./guide-helpers";

// Attempts are counted in fixed 15-minute windows: each test makes all of its attempts in one.
beforeEach(() => withinOneRateWindow());

const LOGIN_FAILED = "You have entered an invalid username or password. Please try again.";
const TOO_MANY = "Too many attempts. Please wait 15 minutes and try again.";

describe("sign-in failures count per account, whatever name it is typed by", () => {
  it("five failures on the e-mail lock the username too, even with the right password", async () => {
    const reader = await createReader("lockbyname");
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(
        await json("/api/login_check", 401, jsonPost({ _username: reader.email, _password: "wrong password" }, ip)),
      ).toEqual({ error: LOGIN_FAILED });
    }
    expect(
      await json(
        "/api/login_check",
        429,
        jsonPost({ _username: reader.username, _password: "wrong password" }, freshIp()),
      ),
    ).toEqual({ error: TOO_MANY });
    expect(
      await json(
        "/api/login_check",
        429,
        jsonPost({ _username: reader.username, _password: reader.password }, freshIp()),
      ),
    ).toEqual({ error: TOO_MANY });
    expect(
      await json(
        "/api/login_check",
        429,
        jsonPost({ _username: ` ${reader.email.toUpperCase()} `, _password: reader.password }, freshIp()),
      ),
    ).toEqual({
      error: TOO_MANY,
    });
  });

  it("failures split between the username and the e-mail add up on the account", async () => {
    const reader = await createReader("locksplit");
    for (const login of [reader.email, reader.username, reader.email, reader.username, reader.email]) {
      await json("/api/login_check", 401, jsonPost({ _username: login, _password: "wrong password" }));
    }
    expect(
      await json("/api/login_check", 429, jsonPost({ _username: reader.username, _password: reader.password })),
    ).toEqual({ error: TOO_MANY });
    // Another account is not affected.
    const other = await createReader("lockother");
    await json("/api/login_check", 200, jsonPost({ _username: other.username, _password: other.password }));
  });
});
