import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A class component cannot call hooks: its message is this small function component. */
function MapFailed() {
  const { t } = useTranslation("search");
  return (
    <p className="flex h-80 items-center justify-center p-4 text-center text-sm text-slate-700">
      {t("home.mapFailed")}
    </p>
  );
}

/**
 * Keeps the home page working when the map chunk cannot load (offline before it
 * was ever cached): the list of states beside it stays, the map area says why.
 */
export class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <MapFailed />;
    return this.props.children;
  }
}
