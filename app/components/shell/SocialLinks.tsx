import { linkTarget } from "#app/rules/shell/navigation";
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from "./icons";

/** The four social links, to external networks in a new tab. */
export const SOCIAL_LINKS = [
  { name: "Instagram", href: "https://www.instagram.com/artmagazine/", Icon: InstagramIcon },
  { name: "Facebook", href: "https://www.facebook.com/artmagazine", Icon: FacebookIcon },
  { name: "X", href: "https://x.com/artmagazine", Icon: XIcon },
  { name: "YouTube", href: "https://www.youtube.com/@artmagazine", Icon: YouTubeIcon },
] as const;

export function SocialLinks() {
  return (
    <ul className="social-links" aria-label="Artmagazine elsewhere" data-testid="social-links">
      {SOCIAL_LINKS.map(({ name, href, Icon }) => (
        <li key={name}>
          <a
            href={href}
            className="icon-button social-links__link"
            {...linkTarget(href)}
            aria-label={`${name} (opens in a new tab)`}
          >
            <Icon />
          </a>
        </li>
      ))}
    </ul>
  );
}
