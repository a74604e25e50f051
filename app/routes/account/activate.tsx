export default function Page() {
  return <h1>Activate</h1>;
}
