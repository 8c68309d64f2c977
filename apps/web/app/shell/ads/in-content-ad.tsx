import { AdSlot } from '~/shell/ad-slot'
import { useShell } from '~/shell/use-shell'

/** An advert between a screen's sections, only on a site with ads (a 300x250 box reserved). */
export function InContentAd({ name, className = '' }: { name: string; className?: string }) {
  return useShell().adsEnabled ? (
    <div className={className}>
      <AdSlot name={name} size="in-content" />
    </div>
  ) : null
}
