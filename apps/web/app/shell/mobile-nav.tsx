import { useEffect, useId, useRef, useState } from 'react'

import { SmartLink } from '~/components/smart-link'
import { useDelegatedNavigation } from '~/components/use-delegated-navigation'
import { Icon } from '~/components/ui/icon'

import { getNavColumns, hasNavChildren, type ShellNavItem } from './nav-children'
import { NavPanelLink } from './nav-panel-link'

type MobileNavProps = {
  label: string
  items: ShellNavItem[]
  onClose: () => void
}

// SPEC.md 4 "Mobile navigation": the overlay for one menu (main or sport); level-2 panels act
// as an accordion. The parent closes it on a route change; Escape closes it here.
export function MobileNav({ label, items, onClose }: MobileNavProps) {
  const [expandedId, setExpandedId] = useState<number | null>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const baseId = useId()
  const handleNavigation = useDelegatedNavigation()

  // A native modal dialog makes the page behind it inert; on close, focus goes back to the
  // button that opened the menu.
  useEffect(() => {
    const opener = document.activeElement
    const element = dialog.current
    element?.showModal()
    closeButton.current?.focus()
    return () => {
      element?.close()
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [])

  return (
    <dialog
      ref={dialog}
      aria-label={label}
      className="on-primary m-0 h-full max-h-none w-full max-w-none overflow-y-auto p-0 lg:hidden"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div className="flex items-center justify-between border-b border-white/20 px-4 py-3">
        <p className="font-display text-lg font-black uppercase">{label}</p>
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center"
        >
          <Icon name="close" className="size-6" />
          <span className="sr-only">Close {label.toLowerCase()}</span>
        </button>
      </div>
      <nav aria-label={label} onClick={handleNavigation}>
        <ul className="divide-y divide-white/20">
          {items.map((item) => {
            if (!hasNavChildren(item)) {
              return (
                <li key={item.id}>
                  <SmartLink
                    plain
                    url={item.url}
                    openInNewWindow={item.openInNewWindow}
                    onClick={onClose}
                    className="block px-4 py-4 text-lg font-bold uppercase"
                  >
                    {item.title}
                  </SmartLink>
                </li>
              )
            }
            const isExpanded = expandedId === item.id
            const panelId = `${baseId}-${item.id}`
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-expanded={isExpanded}
                  aria-controls={panelId}
                  onClick={() => setExpandedId(isExpanded ? null : item.id)}
                  className="flex w-full items-center justify-between px-4 py-4 text-left text-lg font-bold uppercase"
                >
                  {item.title}
                  <Icon
                    name="chevron"
                    className={`size-5 transition-transform ${isExpanded ? 'rotate-180' : ''}`}
                  />
                </button>
                <div id={panelId} hidden={!isExpanded} className="light-theme px-4 py-3">
                  {getNavColumns(item).map((column) => (
                    <ul key={column.column} className="py-1">
                      {column.items.map((child) => (
                        <li key={child.id}>
                          <NavPanelLink item={child} onNavigate={onClose} />
                        </li>
                      ))}
                    </ul>
                  ))}
                </div>
              </li>
            )
          })}
        </ul>
      </nav>
    </dialog>
  )
}
