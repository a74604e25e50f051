export default function Page() {
  return <h1>Subscribe</h1>;
}
