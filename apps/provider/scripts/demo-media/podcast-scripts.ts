import { COACH_SHOW_TOPIC } from '../../src/seed/media/podcasts'
import type { Line, Voice } from './video-scripts'

// What the demo podcast episodes say (issue 35): one short recording per topic of the Insider
// show (SHOW_TOPICS in src/seed/media/podcasts.ts, same order) and one for the coach's show
// (COACH_SHOW_TOPIC), each
// a host and one or two guests. Episodes of a topic share its recording, so their transcript is
// its audio. Both tenants use the same files: no school, mascot or show name is spoken.

export type PodcastScript = { slug: string; topic: string; lines: readonly Line[] }

const HOST: Voice = { name: 'Casey Brooks', espeak: 'en-us+m3', speed: 160, pitch: 45 }
const guest = (name: string, espeak: string, pitch = 50): Voice => ({
  name,
  espeak,
  speed: 155,
  pitch,
})

function show(slug: string, topic: string, guests: Voice[], words: string[]): PodcastScript {
  // Lines alternate host, first guest, host, second guest (or the first again), ...
  const lines = [...words, 'Thanks for listening. See you next week.'].map((text, index) => {
    const voice = index % 2 === 0 ? HOST : (guests[Math.floor(index / 2) % guests.length] ?? HOST)
    return { voice, text }
  })
  return { slug, topic, lines }
}

export const PODCAST_SCRIPTS: readonly PodcastScript[] = [
  show(
    'championship-weekend',
    'a conference championship weekend recap',
    [guest('Dana Whitfield', 'en-us+f3')],
    [
      'Welcome back to the show. I am Casey Brooks, and this week we look back on championship weekend.',
      'Three titles in three days. I have worked here twelve years and I have never seen a weekend like it.',
      'Which moment will you remember?',
      'The relay team on the last leg, coming from fourth to first in the final fifty meters.',
    ],
  ),
  show(
    'return-to-play',
    'how the sports medicine staff builds a return-to-play plan',
    [guest('Priya Natarajan', 'en-us+f2')],
    [
      'Today, how an injured athlete gets back on the field. Priya, where does a plan start?',
      'With the doctor and the athlete in the same room. We agree on the goal and on the timeline.',
      'And who decides when they are ready?',
      'The tests do. Strength, balance and confidence. When all three pass, the coach gets the green light.',
    ],
  ),
  show(
    'signing-class',
    'the newest signing class and what it means for next season',
    [guest('Marcus Hale', 'en-us+m1', 35)],
    [
      'Signing day is behind us. Marcus, how does this class look?',
      'Fourteen signees from six states, and five of them play positions where we lose seniors.',
      'Who should fans watch for?',
      'A sprinter from the coast who also plays defense. Speed like that changes a roster.',
    ],
  ),
  show(
    'academic-center',
    'a look inside the academic center with two academic all-Americans',
    [guest('Elena Ruiz', 'en-us+f3'), guest('Tom Becker', 'en-us+m1', 35)],
    [
      'I am here with two academic all-Americans. Elena, how do you balance the schedule?',
      'I plan every week on Sunday night. Practice, class, study hall, and one free evening.',
      'Tom, what does the academic center do for you?',
      'Tutors after road trips. When we miss a lecture, somebody is there to catch us up.',
    ],
  ),
  show(
    'strength-center',
    'the renovation plans for the strength and conditioning center',
    [guest('Chris Donovan', 'en-us+m7', 40)],
    [
      'The weight room is getting a new look. Chris, what is in the plans?',
      'Twice the floor space, twenty four lifting platforms and a turf lane for sprint work.',
      'When will teams move in?',
      'Construction starts in May, and we lift in the new room when the fall teams report.',
    ],
  ),
  show(
    'year-ahead',
    'a conversation with the director of athletics on the year ahead',
    [guest('Angela Shaw', 'en-us+f4', 40)],
    [
      'My guest is the director of athletics. Angela, what are the goals for the year?',
      'Compete for championships, graduate our athletes, and make every home game an event.',
      'What is new for fans?',
      'Mobile tickets for every sport, and free admission for students at every home event.',
    ],
  ),
  show(
    'senior-captains',
    'senior day stories from three graduating captains',
    [guest('Jordan Ellis', 'en-us+m2', 40), guest('Sofia Marin', 'en-us+f3')],
    [
      'Two of our graduating captains join me. Jordan, your favourite memory?',
      'The rivalry win as a freshman. I did not play a minute, and I still lost my voice.',
      'Sofia, what will you tell the next captain?',
      'Learn every name on the roster on the first day. Everybody matters to a team.',
    ],
  ),
  show(
    'food-drive',
    'the student-athlete advisory committee and its food drive',
    [guest('Leah Park', 'en-us+f2')],
    [
      'The advisory committee ran a food drive this month. Leah, how did it go?',
      'We collected more than four thousand pounds of food at six home games.',
      'Where does it go?',
      'To the campus pantry and two shelters in town. Every team took a shift.',
    ],
  ),
  show(
    'hall-of-fame',
    'a Hall of Fame inductee looks back on a championship season',
    [guest('Ray Thompson', 'en-us+m1', 30)],
    [
      'This week, a new member of the Hall of Fame. Ray, take us back to that season.',
      'We lost the opener by twenty. Nobody thought we would win a game on the road.',
      'And then?',
      'We won nineteen straight. The bus rides home were the best part.',
    ],
  ),
  show(
    'road-trip',
    'how the equipment staff packs for a five-day road trip',
    [guest('Gus Moreno', 'en-us+m2', 35)],
    [
      'Five days, two cities, one truck. Gus, how do you pack for that?',
      'A checklist with three hundred lines, and every trunk labelled by position.',
      'What is the one thing you never forget?',
      'Spare cleats in every size. Somebody always forgets theirs.',
    ],
  ),
  show(
    'club-to-varsity',
    'the club that turned into a varsity program',
    [guest('Hannah Lindqvist', 'en-us+f4', 45)],
    [
      'Ten years ago it was a club with twelve players. Hannah, how did it become varsity?',
      'The students kept showing up. Early mornings, their own vans, their own fundraising.',
      'What changed this year?',
      'A full schedule, a locker room and our first scholarship athletes.',
    ],
  ),
  show(
    'marching-band',
    'the marching band and the sounds of gameday',
    [guest('Owen Fisher', 'en-us+m7', 45)],
    [
      'No gameday sounds right without the band. Owen, how big is it this year?',
      'Two hundred and ten members, the largest band we have ever had.',
      'How long does a halftime show take to learn?',
      'Two weeks of evenings, and a lot of laps around the practice field.',
    ],
  ),
  show(
    'film-room',
    COACH_SHOW_TOPIC,
    [guest('Head Coach', 'en-us+m1', 30)],
    [
      'Welcome to the coach show. Coach, what did the film tell you about last week?',
      'We won the turnover battle, but we left points on the field in the second half.',
      'And the next opponent?',
      'Big, physical and patient. We have to win the first five minutes and play our pace.',
    ],
  ),
]
