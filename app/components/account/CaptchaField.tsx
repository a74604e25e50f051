import { useEffect, useId, useRef, useState } from "react";
import { CAPTCHA_FIELDS, type CaptchaSetup, offlineCaptchaToken } from "#machines/rules/account/captcha";
import { captchaChallenge } from "./accountApi";

declare global {
  interface Window {
    turnstile?: {
      render(
        element: HTMLElement,
        options: { sitekey: string; callback(token: string): void; "expired-callback"(): void },
      ): string;
      remove(id: string): void;
    };
  }
}

const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

/**
 * The captcha box of the registration, recovery and newsletter forms. With a
 * `setup` from the page loader it renders without JavaScript (the offline
 * challenge's hidden field and answer field post with the form); without one
 * it asks GET /api/captcha after hydration. `onToken` hears the token ("" when
 * incomplete); remount with a new key to start over (the captcha reset).
 */
export function CaptchaField({ setup, onToken }: { setup?: CaptchaSetup | null; onToken?: (token: string) => void }) {
  const [current, setCurrent] = useState<CaptchaSetup | null>(setup ?? null);
  const [failed, setFailed] = useState(false);
  const id = useId();

  useEffect(() => {
    if (current) return;
    let live = true;
    captchaChallenge()
      .then((next) => live && setCurrent(next))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [current]);

  if (failed)
    return (
      <p className="field__error" role="alert">
        The captcha could not be loaded. Please reload the page.
      </p>
    );
  if (!current) return <p className="field__hint captcha__loading">Loading the captcha…</p>;
  if (current.provider === "turnstile") return <TurnstileBox siteKey={current.siteKey} onToken={onToken} />;
  return (
    <div className="field captcha" data-testid="captcha">
      <input type="hidden" name={CAPTCHA_FIELDS.challenge} value={current.challenge} />
      <label className="field__label" htmlFor={`${id}-answer`}>
        {current.question}
      </label>
      <input
        className="field__input captcha__answer"
        id={`${id}-answer`}
        name={CAPTCHA_FIELDS.answer}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]*"
        maxLength={3}
        required
        onChange={(event) => onToken?.(offlineCaptchaToken(current.challenge, event.currentTarget.value))}
      />
      <p className="field__hint">Answer in digits, to show you are not a robot.</p>
    </div>
  );
}

/** Cloudflare Turnstile, loaded from Cloudflare only when a site key is configured (production). */
function TurnstileBox({ siteKey, onToken }: { siteKey: string; onToken?: (token: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [token, setToken] = useState("");
  useEffect(() => {
    let widget: string | null = null;
    const render = () => {
      if (!box.current || !window.turnstile) return;
      widget = window.turnstile.render(box.current, {
        sitekey: siteKey,
        callback: (value) => {
          setToken(value);
          onToken?.(value);
        },
        "expired-callback": () => {
          setToken("");
          onToken?.("");
        },
      });
    };
    if (window.turnstile) render();
    else {
      const script = document.createElement("script");
      script.src = TURNSTILE_SCRIPT;
      script.async = true;
      script.onload = render;
      document.head.appendChild(script);
    }
    return () => {
      if (widget) window.turnstile?.remove(widget);
    };
  }, [siteKey, onToken]);
  return (
    <div className="field captcha" data-testid="captcha">
      <div ref={box} />
      <input type="hidden" name={CAPTCHA_FIELDS.token} value={token} />
    </div>
  );
}
