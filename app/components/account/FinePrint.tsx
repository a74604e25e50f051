import { Link } from "#app/components/navigation/Link";

/** The sign-in fine print */
export function FinePrint() {
  return (
    <p className="fine-print">
      By submitting, you agree to the <Link to="/privacy">privacy policy</Link> and{" "}
      <Link to="/terms">terms of use</Link>, including mandatory arbitration and a class action waiver.
    </p>
  );
}
