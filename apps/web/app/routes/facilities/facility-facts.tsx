import { formatCapacity } from '@fieldhouse/domain/format-capacity'

// Capacity and opening year, in the list's cards and on the facility page alike.
export function FacilityFacts({
  facility,
  className,
}: {
  facility: { capacity: number | null; yearOpened: number | null }
  className?: string
}) {
  if (facility.capacity === null && facility.yearOpened === null) return null
  return (
    <dl className={`flex flex-wrap gap-x-6 gap-y-1 ${className ?? ''}`}>
      {facility.capacity !== null ? (
        <div className="flex gap-1">
          <dt className="font-bold">Capacity</dt>
          <dd>{formatCapacity(facility.capacity)}</dd>
        </div>
      ) : null}
      {facility.yearOpened !== null ? (
        <div className="flex gap-1">
          <dt className="font-bold">Opened</dt>
          <dd>{facility.yearOpened}</dd>
        </div>
      ) : null}
    </dl>
  )
}
