// Test support: a staff member as GET /Staff/{staffId} sends it (schemas/v2/staff/staffIdSchema,
// README 4.8; a coach of the demo tenant's football roster), for the contract's tests and for
// any package whose tests need the same sample. Not a schema.

export const wireStaffMember = {
  id: 41000,
  firstName: 'Pat',
  lastName: 'Lee',
  title: 'Head Coach',
  email: 'plee@example.edu',
  phone: '',
  image: { url: '/images/demo/staff/football/41000.svg', alt: '' },
  category: { id: 10, title: 'Football' },
  socialMedia: { twitter: 'CoachLee', apple: '' },
  socialMediaList: { Twitter: { userName: 'CoachLee', url: 'https://x.com/CoachLee' } },
  socialMediaR: [
    {
      platformName: 'Twitter',
      userName: 'CoachLee',
      url: 'https://x.com/CoachLee',
      icon: null,
      oldIcon: null,
    },
  ],
  custom1: '',
  custom2: '',
  custom3: '',
  custom4: '',
  bio: '<p>Coach.</p>',
  url: '/sports/football/roster/coaches/pat-lee/41000',
  displayFields: { staff_title: 'Head Coach', staff_email: 'plee@example.edu', staff_phone: '' },
  images: [],
}
