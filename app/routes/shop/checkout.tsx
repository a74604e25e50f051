export default function Page() {
  return <h1>Checkout</h1>;
}
