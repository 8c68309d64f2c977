import type { FacilityDefinition } from '../tenant-definition'

// The Northfield State Owls' venues: fictional buildings on plausible Northfield, MN streets.
export const demoFacilities: readonly FacilityDefinition[] = [
  {
    title: 'Memorial Stadium at Kessler Field',
    kind: 'stadium',
    teaser: 'Home of Owls football since 1931 and the loudest Saturday in southern Minnesota.',
    location: '1500 Stadium Drive, Northfield, MN 55000',
    sports: ['football'],
    capacity: 40212,
    yearOpened: 1931,
    surface: 'FieldTurf CORE',
    featured: true,
    pictures: 4,
    description:
      '<p>Memorial Stadium was dedicated on October 3, 1931 to the Northfield State students who served in the First World War. Built into the bluff above the Cannon River for $410,000, it held 18,000 on opening day, when the Owls beat Carleton Normal 13-7.</p>' +
      '<p>The playing surface was named <strong>Kessler Field</strong> in 1989 for Coach Arne Kessler, whose teams won 141 games and nine conference titles over 27 seasons. Permanent lights followed in 1994 and the north end zone was enclosed in 2005, lifting capacity past 40,000.</p>' +
      '<h3>The 2016 renovation</h3>' +
      '<p>A $68 million project rebuilt the west grandstand and added the Cannon River Club, 24 suites and a press box named for longtime radio voice Dale Pruitt.</p>' +
      '<ul><li>Video board of 3,300 square feet in the south end zone</li><li>FieldTurf CORE surface installed in 2022</li><li>Largest crowd: 41,088 against Great Lakes rival Superior State, 2019</li></ul>',
  },
  {
    title: 'Harrington Arena & Pavilion',
    kind: 'arena',
    teaser:
      'A steep, intimate bowl where the Owls play basketball and volleyball on the same maple floor.',
    location: '400 Harrington Way, Northfield, MN 55000',
    sports: ['mbasket', 'wbasket', 'wvball'],
    capacity: 9850,
    yearOpened: 1968,
    surface: 'Maple hardwood',
    featured: true,
    pictures: 4,
    description:
      '<p>Harrington Arena opened in December 1968 with a double-header in front of 7,400 fans. It is named for Eleanor and Walter Harrington, alumni whose gift paid for nearly half of the building.</p>' +
      '<p>The adjoining <strong>Pavilion</strong> was added in 2003 with practice courts, locker rooms and the Owls Hall of Honor, and the seating bowl was rebuilt in 2017 so that every seat sits within 80 feet of the court.</p>' +
      "<ul><li>Home of men's and women's basketball and women's volleyball</li><li>Host of the conference basketball tournament 11 times</li><li>Centre-hung video board installed in 2017</li></ul>",
  },
  {
    title: 'Lindqvist Field House',
    kind: 'fieldhouse',
    teaser:
      'The indoor home of track and field and wrestling, under a barrel roof that has sheltered Owls since 1979.',
    location: '1450 Stadium Drive, Northfield, MN 55000',
    sports: ['mtrack', 'wtrack', 'wrestling'],
    capacity: 2400,
    yearOpened: 1979,
    surface: 'Mondo indoor track with a FieldTurf infield',
    featured: false,
    pictures: 3,
    description:
      '<p>Named for Olympic hurdler and Northfield State coach Gunnar Lindqvist, the field house gave the Owls a place to train through Minnesota winters. Its 200-meter track and infield host indoor track and field from December to March.</p>' +
      '<p>The west wing houses the wrestling room and competition mat, where the Owls have hosted 14 conference championships. A 2015 renovation added a banked track surface and new lighting.</p>',
  },
  {
    title: 'Cannon River Ballpark',
    kind: 'ballpark',
    teaser: 'A ballpark on the riverbank where home runs to right field land in the water.',
    location: '210 Riverside Lane, Northfield, MN 55000',
    sports: ['baseball'],
    capacity: 3500,
    yearOpened: 2009,
    surface: 'Kentucky bluegrass with a clay infield',
    featured: true,
    pictures: 4,
    description:
      '<p>Cannon River Ballpark replaced old Hoff Field in 2009. Its seating bowl wraps from dugout to dugout, and the right-field berm slopes down to the river, where kayakers chase home-run balls on summer weekends.</p>' +
      '<p>The park has hosted the conference tournament five times and an NCAA regional in 2016, when a record 4,212 fans watched the Owls beat Creighton Lake in 11 innings.</p>' +
      '<ul><li>330 feet down the lines, 400 feet to centre field</li><li>Lights and a video scoreboard added in 2014</li><li>Heated dugouts and indoor batting cages</li></ul>',
  },
  {
    title: 'Prairie Rose Softball Complex',
    kind: 'ballpark',
    teaser:
      'Purpose-built for softball, with a covered grandstand and a view of the prairie restoration.',
    location: '225 Riverside Lane, Northfield, MN 55000',
    sports: ['softball'],
    capacity: 1200,
    yearOpened: 2012,
    surface: 'Natural grass outfield with a clay infield',
    featured: false,
    pictures: 3,
    description:
      '<p>The Prairie Rose Softball Complex opened in 2012 on land that was once the university farm. The name comes from the native wildflowers restored beyond the outfield fence.</p>' +
      '<p>A covered grandstand seats 1,200 behind home plate, and the Owls have won three conference titles here, including an unbeaten home season in 2018.</p>',
  },
  {
    title: 'Bridgewater Soccer Park',
    kind: 'pitch',
    teaser: 'A natural-grass pitch built for soccer only, home to both Owls soccer teams.',
    location: '860 Bridgewater Road, Northfield, MN 55000',
    sports: ['msoc', 'wsoc'],
    capacity: 2800,
    yearOpened: 2004,
    surface: 'Kentucky bluegrass',
    featured: false,
    pictures: 3,
    description:
      "<p>Bridgewater Soccer Park was the first venue on campus built for soccer alone. Its main stand, with a cantilevered roof, sits along the west touchline so the afternoon sun is at the fans' backs.</p>" +
      "<p>The women's team reached the NCAA quarter-finals here in 2021 in front of a record 3,146 supporters. Lights were added in 2010 for Friday night matches.</p>",
  },
  {
    title: 'Ostrander Ice Arena',
    kind: 'rink',
    teaser: 'Home of Owls hockey, where the student section sits right on the glass.',
    location: '700 Ostrander Court, Northfield, MN 55000',
    sports: ['mhockey', 'whockey'],
    capacity: 4600,
    yearOpened: 1992,
    surface: 'NHL-size ice sheet (200 x 85 feet)',
    featured: true,
    pictures: 4,
    description:
      '<p>Ostrander Ice Arena was built in 1992 after a campaign led by former captain Ray Ostrander, who played on the frozen Cannon River as a boy. It brought Owls hockey back to campus after 20 years in the city rink.</p>' +
      "<p>The men's team has reached the Frozen Four twice from here, and the women's programme, founded in 1999, has played every home game on this sheet.</p>" +
      '<ul><li>Student section of 900 behind the south goal</li><li>Second sheet for practice and community skating, added in 2008</li><li>Refrigeration plant replaced in 2020</li></ul>',
  },
  {
    title: 'Sorensen Family Turf Stadium',
    kind: 'pitch',
    teaser: 'A water-based turf stadium shared by lacrosse and field hockey.',
    location: '880 Bridgewater Road, Northfield, MN 55000',
    sports: ['mlax', 'wlax', 'fhockey'],
    capacity: 1800,
    yearOpened: 2018,
    surface: 'Water-based hockey turf',
    featured: false,
    pictures: 3,
    description:
      '<p>Opened in 2018 with a gift from the Sorensen family, the stadium gave field hockey an international-standard water-based surface and brought both lacrosse programmes to a venue of their own.</p>' +
      '<p>A 1,800-seat grandstand, team rooms and a video tower serve all three sports, and the field hosted the conference field hockey tournament in 2022.</p>',
  },
  {
    title: 'Eckhart Aquatic Center',
    kind: 'pool',
    teaser: 'A 50-meter pool with a diving well, home to swimming and diving and water polo.',
    location: '355 College Avenue, Northfield, MN 55000',
    sports: ['mswim', 'wswim', 'mwpolo'],
    capacity: 1100,
    yearOpened: 2001,
    surface: null,
    featured: false,
    pictures: 4,
    description:
      '<p>The Eckhart Aquatic Center replaced the 1938 Cooke Pool in 2001. Its 50-meter, ten-lane competition pool can be set for long or short course with two movable bulkheads.</p>' +
      '<p>Named for former swimming coach Helen Eckhart, the building has hosted four conference championships and the state high school meet every February since 2005.</p>' +
      '<ul><li>Ten lanes, 50 meters by 25 yards</li><li>Diving well with 1- and 3-meter springboards and a 10-meter platform</li><li>Seating for 1,100 along the north wall</li></ul>',
  },
  {
    title: 'Wendt Tennis Center',
    kind: 'tennis',
    teaser: 'Four lit championship courts beside the river, with a grandstand on the show court.',
    location: '240 Riverside Lane, Northfield, MN 55000',
    sports: ['mten', 'wten'],
    capacity: 600,
    yearOpened: 1998,
    surface: 'DecoTurf hard courts',
    featured: false,
    pictures: 3,
    description:
      '<p>The Wendt Tennis Center opened in 1998, named for Judge Margaret Wendt, a three-time conference singles champion in the 1960s. Its four outdoor courts were resurfaced and lit in 2019.</p>' +
      '<p>In winter the Owls train at the indoor courts of the Northfield Racquet Club, but every spring home match is played here.</p>',
  },
  {
    title: 'Hidden Bluffs Golf Course',
    kind: 'golf',
    teaser: 'An 18-hole course above the Cannon River valley, home to both Owls golf teams.',
    location: '5100 Bluff Road, Northfield, MN 55000',
    sports: ['mgolf', 'wgolf'],
    capacity: null,
    yearOpened: 1956,
    surface: 'Bentgrass greens and fairways',
    featured: false,
    pictures: 3,
    description:
      '<p>Hidden Bluffs was laid out in 1956 on farmland given to the university and has been the home course of Owls golf ever since. The par-72 layout plays 7,011 yards from the championship tees.</p>' +
      '<p>A short-game area and a heated hitting bay were added in 2017, and the course hosts the Owls Invitational every September. The public may play on weekdays: <a href="https://www.northfield-state.example/hidden-bluffs">book a tee time</a>.</p>',
  },
  {
    title: 'Thorne Boathouse',
    kind: 'boathouse',
    teaser: 'A boathouse on the Cannon River, home of Owls rowing since 1926.',
    location: '90 Water Street, Northfield, MN 55000',
    sports: ['wrow'],
    capacity: null,
    yearOpened: 1926,
    surface: null,
    featured: false,
    pictures: 3,
    description:
      '<p>The original Thorne Boathouse was built by the rowing club in 1926 from timber salvaged from the old mill. After the 2010 flood it was rebuilt in 2014 on the same footprint, with two gables that echo the first building.</p>' +
      "<p>Today it stores 40 shells and houses an indoor rowing tank, an erg room and the team's boat bays. The Owls host the Cannon River Head race here each October.</p>",
  },
  {
    title: 'Millbrook Track & Cross Country Complex',
    kind: 'track',
    teaser:
      'A nine-lane outdoor track and an 8,000-meter cross country course through the Millbrook woods.',
    location: '1600 Stadium Drive, Northfield, MN 55000',
    sports: ['mtrack', 'wtrack', 'mcross', 'wcross'],
    capacity: 1500,
    yearOpened: 2007,
    surface: 'Beynon BSS 2000 polyurethane track',
    featured: false,
    pictures: 4,
    description:
      '<p>The Millbrook complex opened in 2007 with a nine-lane track, throwing areas and jumps on both straights. The cross country course starts on the infield and winds through the Millbrook woods and the restored prairie.</p>' +
      '<p>It has hosted the NCAA regional cross country championships three times, most recently in 2022.</p>',
  },
  {
    title: 'Dahl Athletic Performance Center',
    kind: 'building',
    teaser:
      'Strength and conditioning, sports medicine and nutrition for every Owls team under one roof.',
    location: '1300 College Avenue, Northfield, MN 55000',
    sports: [],
    capacity: null,
    yearOpened: 2021,
    surface: null,
    featured: true,
    pictures: 3,
    description:
      '<p>Opened in 2021, the Dahl Athletic Performance Center serves all 26 Owls teams. It is named for Kristin and Erik Dahl, whose gift of $22 million was the largest in the history of the department.</p>' +
      '<h3>Inside the building</h3>' +
      "<ul><li>A 14,000-square-foot weight room with 24 lifting platforms</li><li>Sports medicine clinic with hydrotherapy pools</li><li>Fueling station staffed by the department's nutritionists</li></ul>" +
      '<p>The center is open to student-athletes from 6 a.m. to 10 p.m. every day of the academic year.</p>',
  },
  {
    title: 'Kjellberg Student-Athlete Center',
    kind: 'building',
    teaser: 'Study rooms, tutoring and career advising for all Owls student-athletes.',
    location: '1250 College Avenue, Northfield, MN 55000',
    sports: [],
    capacity: null,
    yearOpened: 2011,
    surface: null,
    featured: false,
    pictures: 2,
    description:
      '<p>The Kjellberg Student-Athlete Center opened in 2011 in the restored 1912 Kjellberg Hall. It brings academic advising, tutoring and career services for student-athletes together beside the main quad.</p>' +
      '<p>Owls teams have posted a combined grade point average above 3.0 in every semester since the center opened.</p>',
  },
]
