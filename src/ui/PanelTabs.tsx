// The secondary panels of a table in tabs: finger-sized buttons in one row, each naming its
// panel (tabpanel ids are `${prefix}-tab-${id}`, buttons `${prefix}-tabbtn-${id}`).
import './panel-tabs.css';

export interface PanelTab<K extends string> {
  id: K;
  label: string;
}

/**
 * `open`: the tab shown, or null when none is (a drawer closed on a phone). `closable`: tapping
 * the open tab closes it, so the board under the drawer comes back.
 */
export function PanelTabs<K extends string>({ tabs, open, onOpen, prefix, label, closable = false }: { tabs: readonly PanelTab<K>[]; open: K | null; onOpen: (k: K | null) => void; prefix: string; label: string; closable?: boolean }) {
  return (
    <div class="panel-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          class="panel-tab"
          id={`${prefix}-tabbtn-${tab.id}`}
          aria-selected={open === tab.id}
          aria-controls={`${prefix}-tab-${tab.id}`}
          data-testid={`tab-${tab.id}`}
          onClick={() => onOpen(closable && open === tab.id ? null : tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
