import { expect, test } from 'vitest'
import { createTestClient, type TestHandler } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'

// Social accounts, tickets and partners (social-accounts.ts, ticketing.ts, partners.ts).

const setup = (handler: TestHandler) => createTestClient(handler, { cache: false })

const none = (platform: string) => ({ icon: `icon-social-${platform}`, username: null, link: null })

test('social accounts keep the platforms with a link; empty owners and groups go', async () => {
  const { client, requests } = setup(async () =>
    jsonResponse({
      accounts: [
        {
          name: 'Athletics Department',
          users: [
            {
              name: 'Northfield State Athletics',
              title: 'Official accounts',
              instagram: {
                icon: 'icon-social-instagram',
                username: 'northfieldowls',
                link: 'https://www.instagram.com/northfieldowls/',
              },
              twitter: none('twitter'),
              facebook: none('facebook'),
              youtube: none('youtube'),
            },
            {
              name: 'Nobody',
              title: null,
              instagram: none('instagram'),
              twitter: none('twitter'),
              facebook: none('facebook'),
              youtube: none('youtube'),
            },
          ],
        },
        { name: 'Empty', users: [] },
      ],
    }),
  )
  expect(await client.loadSocialAccounts()).toEqual({
    status: 'ok',
    value: [
      {
        name: 'Athletics Department',
        owners: [
          {
            name: 'Northfield State Athletics',
            title: 'Official accounts',
            links: [
              {
                platform: 'instagram',
                username: 'northfieldowls',
                url: 'https://www.instagram.com/northfieldowls/',
                icon: 'icon-social-instagram',
              },
            ],
          },
        ],
      },
    ],
  })
  expect(requests[0]?.url.pathname).toBe('/api/v2/SocialAccounts')
})

test('social accounts keep every channel sent (TikTok, an unknown one) and skip a malformed one', async () => {
  const tiktok = {
    icon: 'icon-social-tiktok',
    username: 'owls',
    link: 'https://www.tiktok.com/@owls',
  }
  const mastodon = { icon: null, username: null, link: 'https://mastodon.example/@owls' }
  const { client } = setup(async () =>
    jsonResponse({
      accounts: [
        {
          name: 'Athletics Department',
          users: [
            {
              name: 'Owls',
              title: null,
              instagram: none('instagram'),
              tiktok,
              mastodon,
              snapchat: 5,
            },
          ],
        },
      ],
    }),
  )
  const answer = await client.loadSocialAccounts()
  expect(answer.status).toBe('ok')
  expect(answer.status === 'ok' && answer.value[0]?.owners[0]?.links).toEqual([
    { platform: 'tiktok', username: 'owls', url: tiktok.link, icon: 'icon-social-tiktok' },
    { platform: 'mastodon', username: null, url: mastodon.link, icon: null },
  ])
})

test('the ticket office: sports by ranking, HTML sanitised; deposits and places', async () => {
  const link = {
    title: 'Adults',
    body: '<p>$35</p><script>x</script>',
    text: 'Buy',
    url: 'https://tickets.northfield-state.example/football/single-game',
    icon: 'ticket',
    imagePath: '',
  }
  const sport = (sportId: number, ranking: number) => ({
    sportId,
    sportTitle: `Sport ${sportId}`,
    sportShortName: 's',
    ranking,
    ticketExperience: {
      image: {
        url: 'images/demo/sports/football.svg',
        absoluteUrl: '',
        altText: '',
        createdOn: '',
        credit: null,
        fileName: '',
        id: 1,
        updatedOn: '',
      },
      sections: [{ title: 'Single-Game Tickets', showTitle: true, isSlider: false, links: [link] }],
    },
  })
  const { client } = setup(async (request) => {
    const path = request.url.pathname
    if (path.endsWith('/TicketingExperience')) {
      return jsonResponse({
        globalTicketExperienceConfig: {
          contact: {
            address: '1200 College Avenue',
            email: 'tickets@x.example',
            phone: '(555) 010-2040',
          },
          footerLinks: [],
          headerLinks: [],
          hours: '<p>9 to 5</p>',
          isContactInfoAtTop: false,
        },
        sports: [sport(11, 5), sport(10, 0)],
      })
    }
    if (path.endsWith('/page-location')) {
      return jsonResponse({
        showOnSportFile: true,
        showOnRoster: false,
        showOnRosterBio: false,
        showOnCoaches: false,
        showOnCoachesBio: false,
        showOnArchives: false,
        showOnBoxscore: true,
        showOnFacilities: false,
      })
    }
    return emptyResponse(500)
  })
  const office = await client.loadTicketOffice()
  expect(office.status === 'ok' && office.value.sports.map((s) => s.sportId)).toEqual([10, 11])
  expect(office.status === 'ok' && office.value.sports[0]).toMatchObject({
    image: { url: '/images/demo/sports/football.svg', alt: 'Sport 10' },
    sections: [
      {
        title: 'Single-Game Tickets',
        links: [{ title: 'Adults', body: '<p>$35</p>', text: 'Buy' }],
      },
    ],
  })
  expect(office.status === 'ok' && office.value.hours).toBe('<p>9 to 5</p>')
  expect(await client.getTicketDeposits()).toEqual([])
  expect(await client.getTicketLinkPlaces()).toMatchObject({
    sportFile: true,
    boxScore: true,
    roster: false,
  })
})

test('partners are the footer sponsors location; 204 is missing', async () => {
  const { client, requests } = setup(async () =>
    jsonResponse({
      location: { id: 1, name: 'footer_sponsors', type: 'icons', effect: 'none' },
      campaigns: [
        {
          id: 1,
          title: 'Lakeview Dental',
          link: 'https://www.lakeview.example/',
          hover_text: 'Visit Lakeview Dental',
          icon: '/images/demo/sponsors/sponsor-1.svg',
          open_in_new_window: true,
          picture: {
            images: [{ url: '/images/demo/sponsors/sponsor-1.svg', breakpoint: 0, alt: null }],
          },
        },
      ],
    }),
  )
  const partners = await client.loadPartners()
  expect(partners).toMatchObject({
    status: 'ok',
    value: [
      {
        id: 1,
        name: 'Lakeview Dental',
        link: 'https://www.lakeview.example/',
        logo: { url: '/images/demo/sponsors/sponsor-1.svg', alt: 'Lakeview Dental' },
      },
    ],
  })
  expect(requests[0]?.url.pathname).toBe('/api/v2/promotions/footer_sponsors')
  expect((await setup(async () => emptyResponse(204)).client.loadPartners()).status).toBe('missing')
})
