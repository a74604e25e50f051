import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password";

describe("password hashing", () => {
  it("stores pbkdf2-sha256 with 100000 iterations, salt and hash", async () => {
    const stored = await hashPassword("reader-password-1");
    const [algorithm, iterations, salt, hash] = stored.split("$");
    expect(algorithm).toBe("pbkdf2-sha256");
    expect(iterations).toBe("100000");
    expect(atob(salt ?? "")).toHaveLength(16);
    expect(atob(hash ?? "")).toHaveLength(32);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash differently unless a salt is given", async () => {
    expect(await hashPassword("same-password")).not.toBe(await hashPassword("same-password"));
    const salt = new Uint8Array(16).fill(7);
    expect(await hashPassword("same-password", salt)).toBe(await hashPassword("same-password", salt));
  });

  it("refuses malformed or tampered hashes instead of throwing", async () => {
    const stored = await hashPassword("password-123");
    expect(await verifyPassword("password-123", "")).toBe(false);
    expect(await verifyPassword("password-123", "plain-text")).toBe(false);
    expect(await verifyPassword("password-123", stored.replace("pbkdf2-sha256", "md5"))).toBe(false);
    expect(await verifyPassword("password-123", stored.replace("$100000$", "$999999$"))).toBe(false);
    expect(await verifyPassword("password-123", `${stored.slice(0, -4)}AAA=`)).toBe(false);
    expect(await verifyPassword("password-123", "pbkdf2-sha256$100000$!!!$@@@")).toBe(false);
  });
});
