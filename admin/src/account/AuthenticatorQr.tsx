import { QRCodeSVG } from 'qrcode.react';

/**
 * The otpauth:// address as a QR code for the authenticator app. Its own module, loaded only where
 * a factor is set up, so that neither the sign-in form nor the back office carries the QR library.
 */
export default function AuthenticatorQr({ uri, label }: { uri: string; label: string }) {
  return <QRCodeSVG value={uri} size={192} marginSize={2} role="img" aria-label={label} />;
}
