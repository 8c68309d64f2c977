import type { SeedClock } from '../../clock/seed-clock'
import { sportIdOf, type TenantDefinition } from '../tenant-definition'
import { email, FORM_IDS, name, open, opts, type SeedForm } from './form-kit'

// The recruiting questionnaire every program links from its home (issue 33 §1): one form for
// all the tenant's sports (`sportIds`), the prospect choosing theirs, as departments run it.
export function recruitingForm(definition: TenantDefinition, clock: SeedClock): SeedForm {
  const sports = definition.sports.filter((key) => key !== 'general')
  return {
    id: FORM_IDS.recruiting,
    title: 'Recruiting Questionnaire',
    description: `<p>Prospective student-athletes: tell the ${definition.mascotPlural} coaches about yourself.</p>`,
    access: 'public',
    emailField: 'email',
    isSportSpecific: true,
    sportIds: sports.map((key) => sportIdOf(definition, key)),
    thankYouText: '<p>Thank you. A member of the coaching staff will be in touch.</p>',
    ...open(clock),
    fields: [
      name('firstName', 'First Name'),
      name('lastName', 'Last Name'),
      email(),
      {
        key: 'gradYear',
        type: 'select',
        title: 'High School Graduation Year',
        required: true,
        options: opts(...[0, 1, 2, 3].map((n) => String(clock.academicYear + n))),
      },
      name('highSchool', 'High School'),
      { key: 'position', type: 'text', title: 'Position or Events', maxLength: 100 },
      { key: 'gpa', type: 'number', title: 'GPA', rules: ['between:0,5'] },
      { key: 'video', type: 'text', title: 'Highlight Video Link', maxLength: 300, rules: ['url'] },
    ],
  }
}
