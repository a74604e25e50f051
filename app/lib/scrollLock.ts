import { useEffect } from "react";

/**
 * Body scroll lock for login, register, lightbox and popup.
 * The scrollbar's width is kept as padding so the page does not jump sideways.
 */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { body, documentElement } = document;
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    documentElement.classList.add("scroll-locked");
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
      documentElement.classList.remove("scroll-locked");
    };
  }, [locked]);
}
