import { SmartLink } from '~/components/smart-link'

type ViewSwitchProps<View extends string> = {
  views: readonly View[]
  current: View
  /** The page's address with that view, its other parameters kept. */
  toHref: (view: View) => string
}

/**
 * A games page's choice of view (the calendar's month or list, the schedule's list or table),
 * inside the page's row of links: the view on show is marked, not linked; the others are links.
 */
export function ViewSwitch<View extends string>({ views, current, toHref }: ViewSwitchProps<View>) {
  return (
    <>
      <span className="font-bold">View:</span>
      {views.map((option) =>
        option === current ? (
          <span
            key={option}
            aria-current="true"
            className="font-bold capitalize underline underline-offset-4"
          >
            {option}
          </span>
        ) : (
          <SmartLink key={option} url={toHref(option)} className="capitalize hover:underline">
            {option}
          </SmartLink>
        ),
      )}
    </>
  )
}
