type LoadingScreenProps = { text?: string };

/**
 * Access-checked routes show 'Loading...' while access is verified
 * (docs/product/access.md, "Verifying the address"). Plain elements:
 * this is part of the initial bundle, which stays free of MUI components.
 */
export function LoadingScreen({ text = 'Loading...' }: LoadingScreenProps) {
  return (
    <div role="status" style={{ padding: 32, textAlign: 'center' }}>
      <p>{text}</p>
    </div>
  );
}
