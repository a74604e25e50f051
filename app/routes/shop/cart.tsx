export default function Page() {
  return <h1>Cart</h1>;
}
