export default function Page() {
  return <h1>Video Tag</h1>;
}
