import type { ReactNode } from "react";

/** One section of the profile: its ruled heading (the section's name) and its content. */
export function ProfileSection({ name, heading, children }: { name: string; heading: string; children: ReactNode }) {
  return (
    <section className="account-section" aria-labelledby={`profile-${name}-heading`} data-testid={`profile-${name}`}>
      <h2 className="account-section__heading" id={`profile-${name}-heading`}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
