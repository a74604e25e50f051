export default function Page() {
  return <h1>Not Found</h1>;
}
