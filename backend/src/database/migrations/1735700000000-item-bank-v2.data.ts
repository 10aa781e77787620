/**
 * The item bank's first revision, v1 → v2 (docs/decisions/0142-item-bank-v2-as-a-new-version.md),
 * frozen here so the migration never depends on today's seed files: per assessment status, its
 * answer scales, and per facet the note [before, after] and each changed item as
 * [scale, text before, reverse before, text after, reverse after].
 */
export type BankRevisionItem = [
  scale: string,
  fromText: string,
  fromReverse: boolean,
  toText: string,
  toReverse: boolean,
];
export type BankRevision = {
  status: string;
  scales: Record<string, { optionText: string; score: number }[]>;
  facets: { name: string; note?: [string, string]; items?: BankRevisionItem[] }[];
}[];

export const ITEM_BANK_V2: BankRevision = [
  {
    status: 'Career Assessments',
    scales: {
      like5: [
        {
          optionText: 'Strongly dislike',
          score: 1,
        },
        {
          optionText: 'Dislike',
          score: 2,
        },
        {
          optionText: 'Not sure',
          score: 3,
        },
        {
          optionText: 'Like',
          score: 4,
        },
        {
          optionText: 'Strongly like',
          score: 5,
        },
      ],
      importance5: [
        {
          optionText: 'Not important at all',
          score: 1,
        },
        {
          optionText: 'Slightly important',
          score: 2,
        },
        {
          optionText: 'Fairly important',
          score: 3,
        },
        {
          optionText: 'Very important',
          score: 4,
        },
        {
          optionText: 'Extremely important',
          score: 5,
        },
      ],
      agree5: [
        {
          optionText: 'Strongly disagree',
          score: 1,
        },
        {
          optionText: 'Disagree',
          score: 2,
        },
        {
          optionText: 'Neither agree nor disagree',
          score: 3,
        },
        {
          optionText: 'Agree',
          score: 4,
        },
        {
          optionText: 'Strongly agree',
          score: 5,
        },
      ],
      true5: [
        {
          optionText: 'Not like me at all',
          score: 1,
        },
        {
          optionText: 'A little like me',
          score: 2,
        },
        {
          optionText: 'Somewhat like me',
          score: 3,
        },
        {
          optionText: 'Mostly like me',
          score: 4,
        },
        {
          optionText: 'Very much like me',
          score: 5,
        },
      ],
    },
    facets: [
      {
        name: 'Realistic',
        note: [
          'A high score means you enjoy hands-on, practical work: building, fixing, using tools or machines, or being outdoors. Engineers, electricians, mechanics, pilots and farmers often score high here.',
          'A high score means you enjoy hands-on, practical work. You like to build, fix and use tools or machines, or to be outdoors. Engineers, mechanics, pilots and farmers often score high here.',
        ],
        items: [
          [
            'like5',
            'I spend a day working outdoors, planting trees or caring for animals on a farm.',
            false,
            'I spend a day planting trees outdoors.',
            false,
          ],
          [
            'like5',
            'I build something solid from wood or metal, like a bird box or a go-kart.',
            false,
            'I leave the fixing and building to other people.',
            true,
          ],
          [
            'like5',
            'I spend a whole day at a desk and never touch a tool or machine.',
            true,
            'I spend a whole day at a desk, reading and typing.',
            true,
          ],
        ],
      },
      {
        name: 'Investigative',
        note: [
          'A high score means you love asking why, and then finding out through research, experiments and careful thinking. Scientists, doctors, researchers and data analysts often score high here.',
          'A high score means you love to ask why. Then you find out through research, tests and careful thought. Scientists, doctors and data analysts often score high here.',
        ],
        items: [
          [
            'like5',
            'I run an experiment to find out why something happens, then check if my guess was right.',
            false,
            'I run an experiment to test my guess about why something happens.',
            false,
          ],
          [
            'like5',
            'I look through a microscope or a telescope and try to explain what I see.',
            false,
            'I look at a leaf or an insect under a microscope.',
            false,
          ],
          [
            'like5',
            'I research a question in books and online until I fully understand the answer.',
            false,
            'I like being told the answer straight away.',
            true,
          ],
          [
            'like5',
            'I accept how something works without asking why.',
            true,
            'I take it as it is when I am told how something works.',
            true,
          ],
        ],
      },
      {
        name: 'Artistic',
        note: [
          'A high score means you like creating and expressing yourself through art, writing, music, design or performance, and you enjoy freedom to be original. Designers, writers, musicians and actors often score high here.',
          'A high score means you like to create and to express yourself. You may use art, writing, music, design or acting, and you like the freedom to be original. Designers, writers and actors often score high here.',
        ],
        items: [
          [
            'like5',
            'I act, dance or play music in a school show.',
            false,
            'I perform in a school show.',
            false,
          ],
          [
            'like5',
            'I edit a short video or a set of photos so that it tells a story.',
            false,
            'I prefer tasks that have one right answer.',
            true,
          ],
          [
            'like5',
            'I follow a fixed design and have no room for my own ideas.',
            true,
            'I follow a fixed design exactly as it is drawn.',
            true,
          ],
        ],
      },
      {
        name: 'Social',
        items: [
          [
            'like5',
            'I volunteer to support people in my community, for example at a food bank.',
            false,
            'I volunteer to help people in my local area.',
            false,
          ],
          [
            'like5',
            'I coach a sports team or run activities for younger children.',
            false,
            "Looking after other people's problems tires me out.",
            true,
          ],
          [
            'like5',
            'I work on my own all day with no people to help or look after.',
            true,
            'I work on my own all day, away from other people.',
            true,
          ],
        ],
      },
      {
        name: 'Enterprising',
        note: [
          'A high score means you like leading, persuading, selling and making things happen, and you are happy to take chances. Business owners, managers, lawyers, marketers and politicians often score high here.',
          'A high score means you like to lead, persuade and sell, and to make things happen. You are happy to take chances. Business owners, managers, lawyers and sales staff often score high here.',
        ],
        items: [
          [
            'like5',
            'I try to convince people to back my idea in a debate or a pitch.',
            false,
            'I leave it to others to argue for an idea.',
            true,
          ],
          [
            'like5',
            'I organise an event and get lots of people excited to come.',
            false,
            'I get lots of people excited to come to an event.',
            false,
          ],
        ],
      },
      {
        name: 'Conventional',
        note: [
          'A high score means you like order, clear rules and working carefully with information, numbers and records. Accountants, administrators, bankers, data clerks and project coordinators often score high here.',
          'A high score means you like order and clear rules. You like careful work with facts, numbers and records. Accountants, office managers and bank staff often score high here.',
        ],
        items: [
          [
            'like5',
            'I sort files, folders or a spreadsheet so everything is easy to find.',
            false,
            'I leave my files and folders in any order.',
            true,
          ],
          [
            'like5',
            'I work on a task with no set rules, order or records to keep.',
            true,
            'I work on a task where I make up the steps as I go.',
            true,
          ],
        ],
      },
      {
        name: 'Achievement',
        items: [
          [
            'importance5',
            'In my future job, I take on challenging tasks that give me a real sense of success.',
            false,
            'In my future job, I can relax and skip the hard tasks.',
            true,
          ],
          [
            'importance5',
            'In my future job, the work is easy and never stretches my skills.',
            true,
            'In my future job, the work is easy and the same each day.',
            true,
          ],
        ],
      },
      {
        name: 'Independence',
        note: [
          'A high score means you want freedom at work: making your own decisions, trying your own ideas and not being watched over all the time.',
          'A high score means you want freedom at work. You want to make your own choices and try your own ideas, without someone watching you all the time.',
        ],
        items: [
          [
            'importance5',
            'In my future job, I am trusted to work on my own without constant checking.',
            false,
            'In my future job, a manager checks my work at every step.',
            true,
          ],
        ],
      },
      {
        name: 'Recognition',
        items: [
          [
            'importance5',
            'In my future job, I get the chance to lead a team.',
            false,
            'In my future job, I stay in the same role for years.',
            true,
          ],
          [
            'importance5',
            'In my future job, I can work quietly without anyone noticing what I do.',
            true,
            'In my future job, I work quietly in the background.',
            true,
          ],
        ],
      },
      {
        name: 'Relationships',
        items: [
          [
            'importance5',
            'In my future job, my work helps other people or makes the world better.',
            false,
            'In my future job, my work helps other people.',
            false,
          ],
          [
            'importance5',
            'In my future job, I never have to act against what I believe is right.',
            false,
            'In my future job, I mainly work for myself and my own goals.',
            true,
          ],
          [
            'importance5',
            'In my future job, I work alone and rarely deal with other people.',
            true,
            'In my future job, I work alone most of the time.',
            true,
          ],
        ],
      },
      {
        name: 'Support',
        note: [
          'A high score means you want a workplace with fair managers, good training and clear rules, where the organisation stands behind its staff.',
          'A high score means you want fair bosses, good training and clear rules at work. You want a place that stands behind its staff.',
        ],
        items: [
          [
            'importance5',
            'In my future job, my manager treats people fairly and backs up the team.',
            false,
            'In my future job, my manager treats everyone fairly.',
            false,
          ],
          [
            'importance5',
            'In my future job, I get good training and support whenever I face something new.',
            false,
            'In my future job, I get training when I face something new.',
            false,
          ],
          [
            'importance5',
            'In my future job, the organisation has clear rules that it applies fairly.',
            false,
            'In my future job, the rules change often and I adapt.',
            true,
          ],
          [
            'importance5',
            'In my future job, I am left to sort out problems without help.',
            true,
            'In my future job, I sort out problems on my own.',
            true,
          ],
        ],
      },
      {
        name: 'Working Conditions',
        note: [
          'A high score means things like good pay, a secure job, a safe and comfortable workplace and a good mix of tasks really matter to you in a career.',
          'A high score means you care a lot about good pay, a safe job and a safe, comfortable place to work.',
        ],
        items: [
          [
            'importance5',
            'In my future job, I work in a safe, comfortable place with a good variety of tasks.',
            false,
            'In my future job, I put up with a tough, tiring workplace.',
            true,
          ],
          [
            'importance5',
            'In my future job, I accept low pay if the work itself is interesting.',
            true,
            'In my future job, I move from one short contract to the next.',
            true,
          ],
        ],
      },
      {
        name: 'Intrinsic Motivation',
        note: [
          'A high score means you are driven from the inside: you do things because they interest you, challenge you or feel meaningful, not mainly for rewards.',
          'A high score means your drive comes from inside. You do things because they interest you, stretch you or feel worth doing, not mainly for rewards.',
        ],
        items: [
          [
            'agree5',
            'I would pick a job I love over a job that simply pays more.',
            false,
            'I would take a dull job if it paid well.',
            true,
          ],
        ],
      },
      {
        name: 'Extrinsic Motivation',
        items: [
          [
            'agree5',
            'Having a job title that impresses people matters to me.',
            false,
            'I would be just as happy with a plain job title as with a grand one.',
            true,
          ],
          [
            'agree5',
            'Prizes and rewards make little difference to how hard I work.',
            true,
            'How hard I work stays the same, whatever the prize.',
            true,
          ],
        ],
      },
      {
        name: 'Openness',
        items: [
          [
            'true5',
            'I often imagine how things could be done differently.',
            false,
            'I like to do things the way they have always been done.',
            true,
          ],
        ],
      },
      {
        name: 'Conscientiousness',
        items: [
          [
            'true5',
            'I plan my homework so I am not rushing at the last minute.',
            false,
            'I do my homework at the last minute.',
            true,
          ],
          [
            'true5',
            'My room, bag or desk is usually messy and disorganised.',
            true,
            'My school things are often in a mess.',
            true,
          ],
        ],
      },
      {
        name: 'Extraversion',
        items: [
          [
            'true5',
            'I feel full of energy after spending time with a big group of people.',
            false,
            'After time with a big group, I need to be alone to recharge.',
            true,
          ],
        ],
      },
      {
        name: 'Agreeableness',
        items: [
          [
            'true5',
            'I believe most people mean well.',
            false,
            'I expect people to put themselves first.',
            true,
          ],
        ],
      },
      {
        name: 'Self-Awareness',
        items: [
          [
            'true5',
            "Sometimes I feel upset but I don't really know why.",
            true,
            'My moods often take me by surprise.',
            true,
          ],
          [
            'true5',
            'I know which situations are likely to put me in a bad mood.',
            false,
            'I am often unsure why I feel the way I do.',
            true,
          ],
        ],
      },
      {
        name: 'Self-Regulation',
        note: [
          'A high score means you can manage strong feelings: calming down, staying focused and thinking before you react, even under pressure.',
          'A high score means you can handle strong feelings. You can calm down, stay focused and think before you act, even under pressure.',
        ],
        items: [
          [
            'true5',
            'I wait until I have calmed down before I answer an angry message.',
            false,
            'When I get an angry message, I reply straight away.',
            true,
          ],
        ],
      },
      {
        name: 'Empathy',
        items: [
          [
            'true5',
            'When someone is left out, I notice and want to include them.',
            false,
            'I am often the last to notice when a friend is sad.',
            true,
          ],
        ],
      },
      {
        name: 'Social Skills',
        note: [
          'A high score means you communicate well, get along with different people and can help a group work together or sort out disagreements.',
          'A high score means you talk and listen well and get on with all kinds of people. You can help a group work as one and sort out fights.',
        ],
        items: [
          [
            'true5',
            "I work well in a team, even with people I don't know well.",
            false,
            'Working with people I have just met feels awkward to me.',
            true,
          ],
          [
            'true5',
            'I find it hard to make my point without starting an argument.',
            true,
            'When I make my point, it often starts an argument.',
            true,
          ],
        ],
      },
      {
        name: 'Motivation & Optimism',
        items: [
          [
            'true5',
            'I expect good things to happen for me in the future.',
            false,
            'I expect things to go badly for me in the future.',
            true,
          ],
        ],
      },
    ],
  },
  {
    status: 'Subject Assessments',
    scales: {
      agree5: [
        {
          optionText: 'Strongly disagree',
          score: 1,
        },
        {
          optionText: 'Disagree',
          score: 2,
        },
        {
          optionText: 'Neither agree nor disagree',
          score: 3,
        },
        {
          optionText: 'Agree',
          score: 4,
        },
        {
          optionText: 'Strongly agree',
          score: 5,
        },
      ],
    },
    facets: [
      {
        name: 'Natural Sciences & Mathematics',
        items: [
          [
            'agree5',
            'Science experiments are one of my favourite parts of school.',
            false,
            'Science lessons drag for me.',
            true,
          ],
        ],
      },
      {
        name: 'Engineering & Technology',
        note: [
          'Engineers use science and maths to design and build machines, buildings, vehicles and devices. A high score points to engineering or architecture degrees and careers building the world around us.',
          'Engineers use science and maths to design and build. They make machines, buildings, cars and devices. A high score points to degrees in engineering or building design.',
        ],
        items: [
          [
            'agree5',
            'I enjoy designing and building things, like models, robots or structures.',
            false,
            'Building models or robots feels like a chore to me.',
            true,
          ],
          [
            'agree5',
            'I have little interest in how machines are built.',
            true,
            'How machines are built is a dull topic to me.',
            true,
          ],
        ],
      },
      {
        name: 'Computing & Digital',
        note: [
          'This area is about computers, code, data and the digital world. A high score points to degrees like Computer Science or Data Science and careers in software, AI, games or cyber security.',
          'This area is about computers, code and data. A high score points to degrees like Computer Science or Data Science. It can lead to jobs in software, AI, games or online safety.',
        ],
        items: [
          [
            'agree5',
            'I like sorting out tech problems, like a slow laptop or a bad wifi signal.',
            false,
            'When my tech goes wrong, I hand it to someone else to fix.',
            true,
          ],
        ],
      },
      {
        name: 'Health & Life Sciences',
        note: [
          'This area covers living things, the human body and keeping people healthy. A high score points to degrees like Medicine, Biology, Nursing or Pharmacy and careers in healthcare or life-science research.',
          'This area covers living things, the human body and good health. A high score points to degrees like Medicine, Biology, Nursing or Pharmacy. It can lead to jobs in health care or science labs.',
        ],
        items: [
          [
            'agree5',
            'I enjoy learning about cells, genes, plants or animals in biology.',
            false,
            'Biology lessons on cells and genes bore me.',
            true,
          ],
          [
            'agree5',
            'Learning about the human body does not interest me.',
            true,
            'The human body is a dull topic to me.',
            true,
          ],
        ],
      },
      {
        name: 'Business & Economics',
        note: [
          'This area is about how companies, money and markets work. A high score points to degrees like Business, Economics, Accounting or Marketing and careers in companies, banks, start-ups or government.',
          'This area is about how firms, money and markets work. A high score points to degrees like Business, Economics or Accounting. It can lead to jobs in firms, banks, start-ups or government.',
        ],
        items: [
          [
            'agree5',
            'I enjoy planning and organising projects with other people.',
            false,
            'Selling things and making deals feels like a chore to me.',
            true,
          ],
          [
            'agree5',
            'How businesses make money does not interest me.',
            true,
            'How firms make money sounds boring to me.',
            true,
          ],
        ],
      },
      {
        name: 'Social Sciences & Law',
        note: [
          'This area studies people, society, politics and the law. A high score points to degrees like Psychology, Law, Sociology or Politics and careers in law, policy, research, charities or counselling.',
          'This area studies people, society, politics and the law. A high score points to degrees like Psychology, Law or Politics. It can lead to jobs in law, research, charities or counselling.',
        ],
        items: [
          [
            'agree5',
            'I enjoy debating issues in the news, like fair pay or free speech.',
            false,
            'Debates about issues in the news bore me.',
            true,
          ],
          [
            'agree5',
            'Questions about rules and rights in society do not interest me.',
            true,
            'Questions about rules and rights in society bore me.',
            true,
          ],
        ],
      },
      {
        name: 'Arts & Design',
        items: [
          [
            'agree5',
            'I would like my future studies to be creative and hands-on.',
            false,
            'I prefer subjects with right and wrong answers over creative ones.',
            true,
          ],
          [
            'agree5',
            'Creative subjects, such as art or design, are not for me.',
            true,
            'I would drop art and design first if I could.',
            true,
          ],
        ],
      },
      {
        name: 'Languages & Humanities',
        note: [
          'This area explores languages, stories, history and big ideas about life. A high score points to degrees like History, English, Languages or Philosophy and careers in writing, teaching, media, law or diplomacy.',
          'This area looks at languages, stories, history and big ideas about life. A high score points to degrees like History, English, Languages or Philosophy. It can lead to jobs in writing, teaching, media or law.',
        ],
        items: [
          [
            'agree5',
            'I enjoy reading stories or poems and talking about what they mean.',
            false,
            'I enjoy talking about what a story or poem means.',
            false,
          ],
          [
            'agree5',
            'I like learning other languages and about other cultures.',
            false,
            'Learning words in another language feels like a chore to me.',
            true,
          ],
        ],
      },
      {
        name: 'Physics',
        note: [
          'Physics explores energy, forces, light, space and matter. A Physics degree can lead to careers in research, engineering, space, renewable energy, finance or technology.',
          'Physics looks at energy, forces, light, space and matter. A Physics degree can lead to jobs in research, engineering, space, clean energy, finance or tech.',
        ],
        items: [
          [
            'agree5',
            'I like explaining everyday events, like a bouncing ball, with the laws of physics.',
            false,
            'Working out the physics of a bouncing ball sounds dull to me.',
            true,
          ],
        ],
      },
      {
        name: 'Mathematics',
        note: [
          'Mathematics is the study of numbers, patterns, shapes and logic. A Maths degree opens doors to finance, data science, engineering, teaching, coding and research.',
          'Maths is the study of numbers, patterns, shapes and logic. A Maths degree can lead to jobs in finance, data, engineering, teaching, code and research.',
        ],
        items: [
          [
            'agree5',
            'I feel satisfied when I find a neat proof or a clever shortcut.',
            false,
            'Maths problems with many steps wear me out.',
            true,
          ],
        ],
      },
      {
        name: 'Chemistry',
        note: [
          'Chemistry is the science of substances and how they react and change. It leads to degrees in chemistry or pharmacology and careers in medicines, materials, food science or forensics.',
          'Chemistry is the science of what things are made of and how they react and change. It can lead to jobs with medicines, new materials, food and crime labs.',
        ],
        items: [
          [
            'agree5',
            'I like working out how atoms join together to form new substances.',
            false,
            'Learning how atoms join together bores me.',
            true,
          ],
          [
            'agree5',
            'Learning what substances are made of does not interest me.',
            true,
            'What things are made of is a dull topic to me.',
            true,
          ],
        ],
      },
      {
        name: 'Environmental Science',
        note: [
          'Environmental science studies our planet: climate, oceans, rocks, soil and ecosystems. It leads to careers in conservation, climate research, sustainability and environmental consulting.',
          'This science studies our planet: its climate, seas, rocks, soil and wildlife. It can lead to jobs that protect nature, study the climate or help firms waste less.',
        ],
        items: [
          [
            'agree5',
            'I want to understand climate change and how we can slow it down.',
            false,
            'I want to understand how the climate is changing.',
            false,
          ],
          [
            'agree5',
            'I enjoy learning about rocks, rivers, volcanoes and weather.',
            false,
            'Lessons about rocks, rivers and weather bore me.',
            true,
          ],
          [
            'agree5',
            'I have little interest in how the climate and the land change.',
            true,
            'Changes in the climate and the land bore me as a topic.',
            true,
          ],
        ],
      },
      {
        name: 'Mechanical Engineering',
        note: [
          'Mechanical engineers design and build things that move, from engines to wind turbines. The degree leads to careers in cars, aircraft, energy, robotics and manufacturing.',
          'Mechanical engineers design and build things that move, from engines to wind turbines. The degree can lead to jobs with cars, planes, energy, robots and factories.',
        ],
        items: [
          [
            'agree5',
            'I like designing machines or models on paper or with CAD software.',
            false,
            'Designing machines on paper or on screen sounds dull to me.',
            true,
          ],
          [
            'agree5',
            'I have little interest in how engines and gears work.',
            true,
            'Engines and gears bore me.',
            true,
          ],
        ],
      },
      {
        name: 'Electrical & Electronic Engineering',
        note: [
          'Electrical and electronic engineers design circuits, chips, power systems and communication networks. Careers include energy, electronics, telecoms and computer hardware.',
          'These engineers design circuits, chips, power lines and phone networks. Jobs include work in energy, gadgets, phone networks and computer parts.',
        ],
        items: [
          [
            'agree5',
            'I like working out why an electronic device has stopped working.',
            false,
            'When a device breaks, I would rather replace it than find the fault.',
            true,
          ],
          [
            'agree5',
            'Circuits and electronics do not interest me.',
            true,
            'Circuits and electronics bore me.',
            true,
          ],
        ],
      },
      {
        name: 'Civil Engineering',
        note: [
          'Civil engineers plan and build bridges, roads, railways, tunnels and water systems. The degree leads to construction, transport and city infrastructure careers.',
          'Civil engineers plan and build bridges, roads, railways, tunnels and water pipes. The degree can lead to jobs in building, transport and city planning.',
        ],
        items: [
          [
            'agree5',
            'I would enjoy working on big building projects that help a whole city.',
            false,
            'Big building projects sound dull to me.',
            true,
          ],
          [
            'agree5',
            'I rarely wonder how a bridge or a road is built.',
            true,
            'How a bridge or a road is built is a dull topic to me.',
            true,
          ],
        ],
      },
      {
        name: 'Architecture',
        note: [
          'Architecture blends art and engineering to design buildings and spaces people live and work in. It leads to careers as an architect, urban planner or interior designer.',
          'Architecture mixes art and engineering. Architects design the buildings and spaces where people live and work. Jobs include architect, town planner and room designer.',
        ],
        items: [
          [
            'agree5',
            'I notice the design of buildings and think about how they could be better.',
            false,
            'I think about how the buildings around me could be better.',
            false,
          ],
          [
            'agree5',
            'I would like to design spaces that are both beautiful and practical.',
            false,
            'Designing rooms and spaces sounds dull to me.',
            true,
          ],
          [
            'agree5',
            'I seldom notice how a building is designed.',
            true,
            'How a building is designed is a dull topic to me.',
            true,
          ],
        ],
      },
      {
        name: 'Computer Science',
        items: [
          [
            'agree5',
            'I like breaking a big problem into small, logical steps.',
            false,
            'Breaking a big problem into small steps feels slow to me.',
            true,
          ],
        ],
      },
      {
        name: 'Games Development',
        note: [
          'Games development combines coding, design, art and storytelling to make video games. It leads to careers in game studios, interactive media, virtual reality and apps.',
          'Games development mixes code, design, art and stories to make video games. It can lead to jobs in game studios, apps and virtual reality.',
        ],
        items: [
          [
            'agree5',
            'I am curious how characters, levels and game physics are built.',
            false,
            'How game levels and characters are built is a dull topic to me.',
            true,
          ],
          [
            'agree5',
            'Making a video game would not interest me.',
            true,
            'Making a video game sounds like a chore to me.',
            true,
          ],
        ],
      },
      {
        name: 'Information Technology',
        note: [
          'IT is about setting up and running the computer systems, networks and databases that organisations rely on. It leads to careers in IT support, networking, cloud and systems administration.',
          'IT is about setting up and running computers, networks and data stores. Firms and schools rely on them. Jobs include IT support, network and cloud work.',
        ],
        items: [
          [
            'agree5',
            'I am interested in how schools and companies keep their computer systems running.',
            false,
            'How schools and firms keep their computers running bores me.',
            true,
          ],
          [
            'agree5',
            "I would rather not be the one who fixes other people's computers.",
            true,
            "I would hate to be the one who fixes other people's computers.",
            true,
          ],
        ],
      },
      {
        name: 'Data Science',
        note: [
          'Data science mixes coding and statistics to find useful patterns in large amounts of data. It leads to careers as a data analyst or data scientist in almost any industry.',
          'Data science mixes code and statistics to find useful patterns in large sets of data. Data analysts and data scientists work in almost every kind of firm.',
        ],
        items: [
          [
            'agree5',
            'I enjoy turning lots of numbers into charts that tell a story.',
            false,
            'Turning numbers into charts feels like a chore to me.',
            true,
          ],
        ],
      },
      {
        name: 'Medicine',
        note: [
          'Medicine trains you to diagnose and treat illness and injury. It is a long, demanding degree that leads to becoming a doctor in hospitals, GP clinics or medical research.',
          'Medicine trains you to find out what makes people ill or hurt, and to treat it. It is a long, hard degree. It leads to work as a doctor in hospitals, local clinics or research.',
        ],
        items: [
          [
            'agree5',
            'I would like to work out what is making someone unwell and help them recover.',
            false,
            'I would like to work out what is making someone unwell.',
            false,
          ],
          [
            'agree5',
            'I am interested in how the heart, brain and other organs work.',
            false,
            'How the heart and brain work is a dull topic to me.',
            true,
          ],
          [
            'agree5',
            'I cannot see myself working as a doctor.',
            true,
            'Working as a doctor is the last job I would choose.',
            true,
          ],
        ],
      },
      {
        name: 'Biology',
        note: [
          'Biology is the study of living things, from tiny cells to whole ecosystems. A Biology degree leads to careers in research, healthcare, conservation, biotech and teaching.',
          'Biology is the study of living things, from tiny cells to whole forests and seas. A Biology degree can lead to jobs in research, health care, nature work, biotech and teaching.',
        ],
        items: [
          [
            'agree5',
            'I like looking at cells or tiny creatures under a microscope.',
            false,
            'Looking at cells under a microscope bores me.',
            true,
          ],
          [
            'agree5',
            'Learning about living things does not excite me.',
            true,
            'Living things are a dull topic to me.',
            true,
          ],
        ],
      },
      {
        name: 'Nursing',
        note: [
          "Nurses care for patients, give treatments and support families every day. A Nursing degree leads to work in hospitals, schools, communities and specialist areas like children's nursing.",
          'Nurses care for patients, give treatments and support families every day. A Nursing degree leads to work in hospitals, schools and local care, or with groups like children.',
        ],
        items: [
          [
            'agree5',
            'I stay patient and kind when someone is feeling unwell.',
            false,
            'I stay patient when someone is feeling unwell.',
            false,
          ],
          [
            'agree5',
            'I am interested in learning practical health skills, like first aid.',
            false,
            'Learning first aid sounds dull to me.',
            true,
          ],
          [
            'agree5',
            'Caring for sick people day after day would not suit me.',
            true,
            'Caring for sick people day after day would wear me out.',
            true,
          ],
        ],
      },
      {
        name: 'Pharmacy',
        note: [
          'Pharmacy is about how medicines work and how to use them safely. A Pharmacy degree leads to work as a pharmacist in hospitals, local pharmacies or medicine research.',
          'Pharmacy is about how medicines work and how to use them safely. The degree leads to work as a pharmacist in a hospital or a local shop, or in medicine research.',
        ],
        items: [
          [
            'agree5',
            'I would enjoy advising people on how to take their medicine safely.',
            false,
            'Advising people on their medicines sounds dull to me.',
            true,
          ],
          [
            'agree5',
            'How medicines work is not something I want to study.',
            true,
            'How medicines work is a topic I would avoid.',
            true,
          ],
        ],
      },
      {
        name: 'Business Management',
        note: [
          'Business Management teaches how organisations are run: strategy, people, money and marketing. It leads to careers in management, consulting, start-ups and many other fields.',
          'This degree teaches how firms are run: plans, people, money and sales. It can lead to jobs in management, advice to firms, start-ups and many other fields.',
        ],
        items: [
          [
            'agree5',
            'I would like to run a team or my own company one day.',
            false,
            'I would rather follow a manager than be one.',
            true,
          ],
          [
            'agree5',
            'Running a team or a company does not appeal to me.',
            true,
            'Running a team or a company sounds tiring to me.',
            true,
          ],
        ],
      },
      {
        name: 'Economics',
        note: [
          'Economics studies how people, businesses and governments use money and resources. It leads to careers in banking, policy, consulting, data analysis and journalism.',
          'Economics studies how people, firms and governments use money and other resources. It can lead to jobs in banks, government, data work and news.',
        ],
        items: [
          [
            'agree5',
            'I wonder why prices rise and what causes a recession.',
            false,
            'I wonder why prices rise.',
            false,
          ],
          [
            'agree5',
            'I enjoy using data and graphs to explain how people spend money.',
            false,
            'Graphs about how people spend money bore me.',
            true,
          ],
          [
            'agree5',
            'Why prices go up or down does not interest me.',
            true,
            'Why prices go up or down bores me.',
            true,
          ],
        ],
      },
      {
        name: 'Accounting & Finance',
        note: [
          'Accounting and finance are about tracking, managing and growing money. The degree leads to careers as an accountant, financial analyst, auditor or banker.',
          'This is about keeping track of money, and managing and growing it. The degree can lead to jobs as an accountant, in a bank or as a money adviser.',
        ],
        items: [
          [
            'agree5',
            'I like making budgets and planning how to spend or save.',
            false,
            'Making a budget feels like a chore to me.',
            true,
          ],
        ],
      },
      {
        name: 'Marketing',
        note: [
          'Marketing is about understanding customers and telling them about products in creative ways. It leads to careers in advertising, social media, branding and market research.',
          'Marketing is about knowing what buyers want and telling them about products in fresh ways. Jobs include ads, social media, brands and research on what people buy.',
        ],
        items: [
          [
            'agree5',
            'I would enjoy creating a social media campaign for a brand.',
            false,
            'Making ads for a brand sounds dull to me.',
            true,
          ],
          [
            'agree5',
            'I rarely think about why an advert works.',
            true,
            'Why an advert works is a dull question to me.',
            true,
          ],
        ],
      },
      {
        name: 'Psychology',
        note: [
          'Psychology is the science of the mind and behaviour: how we think, feel, learn and act. It leads to careers in clinical, educational or sports psychology, research, HR and marketing.',
          'Psychology is the science of the mind: how we think, feel, learn and act. It can lead to jobs in health, schools, sport, research, hiring and marketing.',
        ],
        items: [
          [
            'agree5',
            'I would like to run studies that test ideas about human behaviour.',
            false,
            'Running studies on how people behave sounds dull to me.',
            true,
          ],
          [
            'agree5',
            'Why people act the way they do is not something I care about.',
            true,
            'Why people act the way they do seems a dull question to me.',
            true,
          ],
        ],
      },
      {
        name: 'Law',
        items: [
          [
            'agree5',
            'I would like to understand how judges decide who is right in a case.',
            false,
            'How judges decide a case is a dull topic to me.',
            true,
          ],
        ],
      },
      {
        name: 'Sociology',
        note: [
          'Sociology studies how society works: families, communities, culture and inequality. It leads to careers in social research, policy, charities, education and journalism.',
          'Sociology studies how society works: families, groups, culture and fairness. It can lead to jobs in research, government, charities, schools and news.',
        ],
        items: [
          [
            'agree5',
            'I enjoy discussing social issues like fairness and inclusion.',
            false,
            'Talk about social issues bores me.',
            true,
          ],
          [
            'agree5',
            'How communities change over time does not interest me.',
            true,
            'How communities change over time bores me.',
            true,
          ],
        ],
      },
      {
        name: 'Politics & International Relations',
        note: [
          'This subject studies governments, power and how countries work together. It leads to careers in government, diplomacy, campaigning, journalism and international organisations.',
          'This subject studies governments, power and how countries work together. It can lead to jobs in government, campaigns, news and world bodies like the UN.',
        ],
        items: [
          [
            'agree5',
            'I enjoy debating how countries should work together on big problems.',
            false,
            'Debates about how countries should work together bore me.',
            true,
          ],
        ],
      },
      {
        name: 'Graphic Design',
        note: [
          'Graphic design uses images, type and layout to share messages clearly and beautifully. It leads to careers in branding, advertising, publishing, web and app design.',
          'Graphic design uses pictures, letters and layout to share a message clearly. It can lead to jobs in brands, ads, books, web and app design.',
        ],
        items: [
          [
            'agree5',
            'I like finding a visual way to get a message across quickly.',
            false,
            'Finding the right picture to get a message across bores me.',
            true,
          ],
          [
            'agree5',
            'I rarely notice how a poster or a logo is designed.',
            true,
            'How a poster or a logo is designed bores me.',
            true,
          ],
        ],
      },
      {
        name: 'Music',
        note: [
          'A Music degree develops performance, composition, theory and production skills. It leads to careers as a performer, composer, producer, music teacher or in the music industry.',
          'A Music degree builds your skills in playing, writing, theory and recording music. It can lead to jobs as a performer, songwriter, producer or music teacher.',
        ],
        items: [
          [
            'agree5',
            'I like listening closely to how a song is put together.',
            false,
            'How a song is put together is a dull topic to me.',
            true,
          ],
          [
            'agree5',
            'I would not want to study music in depth.',
            true,
            'I would rather keep music as a hobby than study it.',
            true,
          ],
        ],
      },
      {
        name: 'Fine Art',
        note: [
          'Fine Art lets you develop your own art through painting, drawing, sculpture, photography or installation. It leads to careers as an artist, curator, art teacher or in creative industries.',
          'Fine Art lets you grow your own art through painting, drawing, sculpture or photos. It can lead to work as an artist, gallery worker or art teacher.',
        ],
        items: [
          [
            'agree5',
            'I enjoy looking at artworks in galleries or online.',
            false,
            'Looking at artworks bores me.',
            true,
          ],
          [
            'agree5',
            'Making my own artwork does not appeal to me.',
            true,
            'Making my own artwork feels like a chore to me.',
            true,
          ],
        ],
      },
      {
        name: 'Film & Media Production',
        note: [
          'Film and media production covers making films, TV, podcasts and online video. It leads to careers as a director, editor, camera operator, producer or content creator.',
          'This subject is about making films, TV shows, podcasts and online videos. Jobs include director, film editor, camera work and making videos for the web.',
        ],
        items: [
          [
            'agree5',
            'I like planning how a scene should look, sound and feel.',
            false,
            'Planning how a film scene should look sounds dull to me.',
            true,
          ],
          [
            'agree5',
            'Making films or videos does not interest me.',
            true,
            'Making films or videos bores me.',
            true,
          ],
        ],
      },
      {
        name: 'History',
        note: [
          'History investigates the past using evidence to understand how our world came to be. It leads to careers in museums, heritage, teaching, law, journalism and the civil service.',
          'History looks at the past, using evidence to see how our world came to be. It can lead to jobs in museums, teaching, law, news and government.',
        ],
        items: [
          [
            'agree5',
            'I like comparing different sources to work out what really happened.',
            false,
            'Comparing old sources to find out what happened sounds dull to me.',
            true,
          ],
        ],
      },
      {
        name: 'Modern Languages',
        note: [
          'Modern Languages builds fluency in one or more languages and knowledge of their cultures, often with a year abroad. It leads to careers in translation, diplomacy, business, tourism and teaching.',
          'This degree builds your skill in one or more languages and what you know of their cultures. It can lead to jobs in translation, business, travel and teaching.',
        ],
        items: [
          [
            'agree5',
            'I would love to live or study abroad for a while.',
            false,
            'I am happy to speak only my own language.',
            true,
          ],
        ],
      },
      {
        name: 'English Literature',
        note: [
          'English Literature explores novels, poems and plays and what they say about people and society. It leads to careers in writing, publishing, teaching, media, marketing and law.',
          'English Literature looks at novels, poems and plays and what they say about people. It can lead to jobs in writing, books, teaching, media and law.',
        ],
        items: [
          [
            'agree5',
            'I enjoy writing essays that explain my view of a book.',
            false,
            'Writing essays about books feels like a chore to me.',
            true,
          ],
        ],
      },
      {
        name: 'Philosophy',
        note: [
          'Philosophy tackles big questions about knowledge, right and wrong and what makes a good life, through careful argument. It leads to careers in law, policy, tech ethics, teaching and journalism.',
          'Philosophy asks big questions about what we know, right and wrong, and what makes a good life. You learn to argue with care. It can lead to jobs in law, government, tech and teaching.',
        ],
        items: [
          [
            'agree5',
            'I like building careful arguments and spotting weak ones.',
            false,
            'Arguing about ideas feels like a waste of time to me.',
            true,
          ],
          [
            'agree5',
            'Big questions about right and wrong do not interest me.',
            true,
            'Big questions about right and wrong bore me.',
            true,
          ],
        ],
      },
      {
        name: 'Astrophysics',
        note: [
          'Astrophysics studies stars, planets, galaxies and black holes. It can lead to work at space agencies, observatories, satellite companies or in data science.',
          'Astrophysics studies stars, planets, galaxies and black holes. It can lead to work in space research, at a telescope, with satellites or in data science.',
        ],
        items: [
          [
            'agree5',
            'Stars and galaxies do not interest me much.',
            true,
            'Stars and galaxies bore me.',
            true,
          ],
        ],
      },
      {
        name: 'Quantum & Particle Physics',
        items: [
          [
            'agree5',
            'The tiny particles inside atoms do not interest me.',
            true,
            'The tiny bits inside atoms are a dull topic to me.',
            true,
          ],
        ],
      },
      {
        name: 'Medical Physics',
        note: [
          'Medical physicists use physics to find and treat illness, for example with scanners and radiotherapy. It leads to hospital science and medical technology jobs.',
          'Medical physicists use physics to find and treat illness, for example with scanners and ray treatment. It can lead to science and tech jobs in hospitals.',
        ],
        items: [
          [
            'agree5',
            'How hospital scanners work does not interest me.',
            true,
            'How hospital scanners work bores me.',
            true,
          ],
        ],
      },
      {
        name: 'Applied Mathematics',
        items: [
          [
            'agree5',
            'Using maths to model real problems does not appeal to me.',
            true,
            'Using maths to model real problems sounds dull to me.',
            true,
          ],
        ],
      },
      {
        name: 'Statistics',
        note: [
          'Statistics is about collecting data and working out what it really tells us. Statisticians work in health, sport, government, business and data science.',
          'Statistics is about collecting data and working out what it really tells us. People who work with it help in health, sport, government, business and data science.',
        ],
      },
      {
        name: 'Aerospace Engineering',
        note: [
          'Aerospace engineers design aircraft, rockets, drones and satellites. Careers include airlines, space companies and research centres.',
          'Aerospace engineers design planes, rockets, drones and satellites. Jobs include work for airlines, space firms and research labs.',
        ],
        items: [
          [
            'agree5',
            'How planes and rockets fly does not interest me.',
            true,
            'How planes and rockets fly bores me.',
            true,
          ],
        ],
      },
      {
        name: 'Automotive Engineering',
        note: [
          'Automotive engineers design cars, electric vehicles and racing cars to be faster, safer and cleaner. Careers include car makers, motorsport teams and transport firms.',
          'Automotive engineers design cars, electric cars and race cars. They make them faster, safer and cleaner. Jobs include car makers, race teams and transport firms.',
        ],
        items: [
          [
            'agree5',
            'Designing cars does not appeal to me.',
            true,
            'Designing cars sounds dull to me.',
            true,
          ],
        ],
      },
      {
        name: 'Robotics & Mechatronics',
        note: [
          'Mechatronics mixes mechanics, electronics and code to build smart machines and robots. Careers include robotics, automation, medical devices and manufacturing.',
          'This mixes machines, circuits and code to build smart machines and robots. Jobs include robots, factory machines and medical devices.',
        ],
        items: [
          [
            'agree5',
            'Building robots does not appeal to me.',
            true,
            'Building robots sounds dull to me.',
            true,
          ],
        ],
      },
      {
        name: 'Renewable Energy Engineering',
        note: [
          'This focuses on clean power like solar, wind and batteries, and getting it to homes. Careers include energy companies, power grids and climate technology.',
          'This focuses on clean power like sun, wind and batteries, and getting it to homes. Jobs include energy firms, power grids and climate tech.',
        ],
        items: [
          [
            'agree5',
            'How we make clean energy is not a topic I want to study.',
            true,
            'How we make clean energy is a topic I would skip.',
            true,
          ],
        ],
      },
      {
        name: 'Electronic Systems Design',
        note: [
          'This is about designing circuits and microchips for gadgets, cars and medical devices. Careers include chip design, consumer electronics and embedded systems.',
          'This is about designing circuits and chips for gadgets, cars and medical devices. Jobs include chip design and building the brains of smart devices.',
        ],
        items: [
          [
            'agree5',
            'I enjoy putting together small circuits, for example with a microcontroller kit.',
            false,
            'I enjoy putting together small circuits.',
            false,
          ],
        ],
      },
      {
        name: 'Telecommunications Engineering',
        note: [
          'Telecoms engineers build the networks that carry calls, messages and internet data. Careers include mobile networks, satellites and internet infrastructure.',
          'Telecoms engineers build the networks that carry calls, texts and internet data. Jobs include phone networks, satellites and the cables behind the web.',
        ],
        items: [
          [
            'agree5',
            'How phone networks work does not interest me.',
            true,
            'How phone networks work bores me.',
            true,
          ],
        ],
      },
      {
        name: 'Artificial Intelligence',
        note: [
          'AI is about building computer systems that learn from data and make smart decisions. Careers include machine learning engineer, data scientist and AI researcher.',
          'AI is about building computer systems that learn from data and make smart choices. Jobs include AI engineer, data scientist and AI researcher.',
        ],
        items: [
          [
            'agree5',
            'How computers learn from data does not interest me.',
            true,
            'How computers learn from data bores me.',
            true,
          ],
        ],
      },
      {
        name: 'Software Engineering',
        note: [
          'Software engineers design, build and test the apps and systems people use every day. Careers include app developer, web developer and software architect.',
          'Software engineers design, build and test the apps and systems people use every day. Jobs include app maker, web maker and software designer.',
        ],
        items: [
          [
            'agree5',
            'Building software in a team does not appeal to me.',
            true,
            'Building software in a team sounds dull to me.',
            true,
          ],
        ],
      },
      {
        name: 'Cyber Security',
        note: [
          "Cyber security protects computers, networks and people's data from attacks. Careers include security analyst, ethical hacker and digital forensics specialist.",
          "This keeps computers, networks and people's data safe from attacks. Jobs include security checks, ethical hacking and tracking down online crime.",
        ],
        items: [
          [
            'agree5',
            'Protecting computer systems from attack does not interest me.',
            true,
            'Keeping computers safe from attack sounds dull to me.',
            true,
          ],
        ],
      },
      {
        name: 'Game Programming',
        note: [
          'Game programmers write the code that makes games run: movement, physics, AI opponents and online play. Careers include gameplay programmer and engine developer.',
          'Game programmers write the code that makes games run: movement, physics, computer foes and online play. Jobs include gameplay coder and game engine coder.',
        ],
      },
      {
        name: 'Game Design',
        note: [
          'Game designers invent the rules, levels, challenges and stories that make a game fun. Careers include level designer, narrative designer and game producer.',
          'Game designers make up the rules, levels, challenges and stories that make a game fun. Jobs include level designer, story designer and game producer.',
        ],
        items: [
          [
            'agree5',
            'Inventing levels or rules for games does not appeal to me.',
            true,
            'Making up levels or rules for games sounds dull to me.',
            true,
          ],
        ],
      },
      {
        name: 'Game Art & 3D Modelling',
        items: [
          [
            'agree5',
            'Drawing characters for games does not appeal to me.',
            true,
            'Drawing characters for games sounds dull to me.',
            true,
          ],
        ],
      },
      {
        name: 'Surgery',
        note: [
          'Surgeons treat health problems by carrying out operations. It needs great focus, teamwork and precise hand skills, and follows many years of training after a medical degree.',
          'Surgeons treat health problems by carrying out operations. It needs great focus, teamwork and steady, careful hands. It comes after many years of training past a medical degree.',
        ],
        items: [
          [
            'agree5',
            'I would not want a job where I do operations.',
            true,
            "I would feel uneasy operating on a patient's body.",
            true,
          ],
        ],
      },
      {
        name: 'Paediatrics',
        note: [
          "Paediatricians are doctors who look after babies, children and teenagers. Careers include children's hospitals, community health and child development research.",
          "Paediatricians are doctors who look after babies, children and teenagers. Jobs include work in children's hospitals, local health care and child research.",
        ],
        items: [
          [
            'agree5',
            'Working with sick children would not suit me.',
            true,
            'Working with sick children would upset me too much.',
            true,
          ],
        ],
      },
      {
        name: 'Emergency Medicine',
        items: [
          [
            'agree5',
            'A job full of sudden emergencies would not suit me.',
            true,
            'I would rather have a job that is calm and planned than one full of emergencies.',
            true,
          ],
        ],
      },
      {
        name: 'Genetics',
        note: [
          'Genetics studies DNA and how traits are passed on. It leads to careers in medical research, genetic counselling, agriculture and biotech.',
          'Genetics studies DNA and how traits pass from parents to children. It can lead to jobs in medical research, family health advice, farming and biotech.',
        ],
        items: [
          [
            'agree5',
            'How genes work does not interest me.',
            true,
            'How genes work bores me.',
            true,
          ],
        ],
      },
      {
        name: 'Microbiology',
        note: [
          'Microbiology studies bacteria, viruses and fungi and how they affect us. Careers include hospital labs, vaccine research, food safety and public health.',
          'Microbiology studies germs and how they affect us. Jobs include hospital labs, work on vaccines, food safety and keeping whole towns healthy.',
        ],
      },
      {
        name: 'Zoology',
        note: [
          'Zoology is the study of animals: how they live, behave and survive. Careers include wildlife conservation, zoos, marine biology and animal research.',
          'Zoology is the study of animals: how they live, behave and survive. Jobs include wildlife care, zoos, sea life work and animal research.',
        ],
        items: [
          [
            'agree5',
            'Studying how animals live does not interest me.',
            true,
            'How animals live is a dull topic to me.',
            true,
          ],
        ],
      },
      {
        name: 'Entrepreneurship',
        note: [
          'Entrepreneurship is about spotting opportunities and turning ideas into new businesses. It suits future founders, start-up staff and innovators.',
          'This is about spotting a chance and turning an idea into a new business. It suits people who want to start a firm, join a start-up or invent new things.',
        ],
        items: [
          [
            'agree5',
            'Starting my own business does not appeal to me.',
            true,
            'I would rather work for a firm than start my own.',
            true,
          ],
        ],
      },
      {
        name: 'Human Resource Management',
        note: [
          'HR is about hiring, training and supporting the people in an organisation. Careers include HR advisor, recruiter and training manager.',
          'HR is about hiring, training and looking after the people who work in a firm. Jobs include HR adviser, recruiter and training manager.',
        ],
        items: [
          [
            'agree5',
            'Helping a company hire and support its staff does not interest me.',
            true,
            'Helping a firm hire and look after its staff sounds dull to me.',
            true,
          ],
        ],
      },
      {
        name: 'International Business',
        note: [
          'International business looks at how companies trade and grow across countries and cultures. Careers include global companies, trade and export roles.',
          'This looks at how firms trade and grow across countries and cultures. Jobs include work for global firms and in trade between countries.',
        ],
        items: [
          [
            'agree5',
            'How companies trade across countries does not interest me.',
            true,
            'How firms trade across countries bores me.',
            true,
          ],
        ],
      },
      {
        name: 'Behavioural Economics',
        note: [
          'Behavioural economics mixes psychology and economics to explain the real choices people make. Careers include policy, marketing research and consulting.',
          'This mixes psychology and economics to explain the real choices people make. Jobs include government, market research and advice to firms.',
        ],
        items: [
          [
            'agree5',
            'Why people make odd choices with money does not interest me.',
            true,
            'Why people make odd choices with money bores me.',
            true,
          ],
        ],
      },
      {
        name: 'Development Economics',
        note: [
          'Development economics asks why some countries are richer than others and how to reduce poverty. Careers include charities, the UN, aid agencies and governments.',
          'This asks why some countries are richer than others and how to reduce poverty. Jobs include charities, the UN, aid groups and governments.',
        ],
        items: [
          [
            'agree5',
            'How poorer countries can grow richer is not a topic I want to study.',
            true,
            'How poorer countries can grow richer is a topic I would skip.',
            true,
          ],
        ],
      },
      {
        name: 'Environmental Economics',
        note: [
          'Environmental economics looks at how money and markets can protect the planet. Careers include climate policy, sustainability consulting and green finance.',
          'This looks at how money and markets can help protect the planet. Jobs include climate policy, green business advice and green finance.',
        ],
        items: [
          [
            'agree5',
            'The cost of pollution is not a topic I want to study.',
            true,
            'The cost of pollution is a topic I would skip.',
            true,
          ],
        ],
      },
      {
        name: 'Clinical Psychology',
        note: [
          'Clinical psychologists help people with their mental health and wellbeing using talking therapies. It takes further training after a psychology degree.',
          'Clinical psychologists help people with their mental health through talking treatments. It takes more training after a first degree in psychology.',
        ],
        items: [
          [
            'agree5',
            'Helping people with mental health problems would not suit me.',
            true,
            'Helping people with mental health problems would wear me out.',
            true,
          ],
        ],
      },
      {
        name: 'Developmental Psychology',
        note: [
          'Developmental psychology studies how people change from babies to adults. Careers include educational psychology, child services and research.',
          'This studies how people grow and change from babies to adults. Jobs include school psychologist, child services and research.',
        ],
        items: [
          [
            'agree5',
            "How children's minds grow does not interest me.",
            true,
            "How children's minds grow bores me.",
            true,
          ],
        ],
      },
      {
        name: 'Cognitive Neuroscience',
        note: [
          'Cognitive neuroscience explores how the brain creates thoughts, memories and attention. Careers include brain research, clinical science and tech companies.',
          'This looks at how the brain makes thoughts, memories and focus. Jobs include brain research, hospital science and tech firms.',
        ],
        items: [
          [
            'agree5',
            'How the brain creates thoughts does not interest me.',
            true,
            'How the brain makes thoughts bores me.',
            true,
          ],
        ],
      },
      {
        name: 'Criminal Law',
        items: [
          [
            'agree5',
            'I would enjoy preparing a case and presenting it to a judge.',
            false,
            'I would enjoy presenting a case to a judge.',
            false,
          ],
          ['agree5', 'Criminal trials do not interest me.', true, 'Criminal trials bore me.', true],
        ],
      },
      {
        name: 'Human Rights Law',
        note: [
          "Human rights law protects people's freedom, safety and equal treatment. Careers include charities, international organisations and human rights law firms.",
          "Human rights law protects people's freedom, safety and fair treatment. Jobs include charities, world bodies and law firms that defend rights.",
        ],
        items: [
          [
            'agree5',
            "I care about protecting people's freedom and equal treatment.",
            false,
            'I follow stories of people who go to court to defend their rights.',
            false,
          ],
          [
            'agree5',
            'Cases about human rights do not interest me.',
            true,
            'Cases about human rights bore me.',
            true,
          ],
        ],
      },
      {
        name: 'Business & Commercial Law',
        note: [
          'Commercial law deals with contracts, deals and disagreements between companies. Careers include corporate lawyer and in-house legal advisor.',
          'Commercial law deals with contracts, deals and disputes between firms. Jobs include company lawyer and legal adviser inside a firm.',
        ],
        items: [
          [
            'agree5',
            'I would enjoy helping businesses follow the rules and settle disagreements.',
            false,
            'I would enjoy helping two firms settle a dispute.',
            false,
          ],
        ],
      },
      {
        name: 'Illustration',
        items: [
          [
            'agree5',
            'Drawing pictures for books or magazines does not appeal to me.',
            true,
            'Drawing pictures for books or magazines sounds dull to me.',
            true,
          ],
        ],
      },
      {
        name: 'Animation',
        items: [
          [
            'agree5',
            'Making drawings move on screen does not appeal to me.',
            true,
            'Making drawings move on screen sounds dull to me.',
            true,
          ],
        ],
      },
      {
        name: 'Branding & Typography',
        note: [
          'Branding creates the whole look and feel of a company, including logos, colours and fonts. Careers include brand designer, art director and design agency work.',
          'Branding makes the whole look and feel of a firm, from logos to colours and fonts. Jobs include brand designer, art director and work in a design studio.',
        ],
      },
      {
        name: 'Music Performance',
        note: [
          'Performance focuses on developing your skill on an instrument or voice. Careers include solo artist, session musician, orchestra player and music teacher.',
          'This focuses on building your skill on an instrument or with your voice. Jobs include solo artist, band or orchestra player and music teacher.',
        ],
        items: [
          [
            'agree5',
            'Performing music on stage does not appeal to me.',
            true,
            'I would rather listen to music than play it for an audience.',
            true,
          ],
        ],
      },
      {
        name: 'Music Production',
        note: [
          'Music production is about recording, mixing and shaping sound with technology. Careers include producer, sound engineer and audio for games or film.',
          'Music production is about recording, mixing and shaping sound with tech. Jobs include producer, sound engineer and sound for games or film.',
        ],
      },
      {
        name: 'Music Composition',
        note: [
          'Composition is about writing original music, from songs to film scores. Careers include songwriter, composer for games or film and arranger.',
          'Composition is about writing your own music, from songs to film scores. Jobs include songwriter, composer for games or film and arranger.',
        ],
        items: [
          [
            'agree5',
            'Writing my own music does not appeal to me.',
            true,
            'Writing my own music sounds dull to me.',
            true,
          ],
        ],
      },
      {
        name: 'Ancient History',
        note: [
          'Ancient history explores early civilisations like Egypt, Greece, Rome, China and the Maya. It leads to careers in museums, research, teaching and heritage.',
          'Ancient history looks at early peoples like those of Egypt, Greece, Rome, China and the Maya. It can lead to jobs in museums, research and teaching.',
        ],
        items: [
          [
            'agree5',
            'I enjoy learning about myths and daily life thousands of years ago.',
            false,
            'I enjoy learning about daily life thousands of years ago.',
            false,
          ],
          [
            'agree5',
            'Ancient times, such as Greece or Rome, do not interest me.',
            true,
            'Ancient times, such as Greece or Rome, bore me.',
            true,
          ],
        ],
      },
      {
        name: 'Archaeology',
        note: [
          'Archaeologists uncover and study objects and places left by past people. Careers include field archaeologist, museum curator and heritage consultant.',
          'Archaeologists dig up and study the things and places that people left long ago. Jobs include dig work, museum work and care of old sites.',
        ],
      },
      {
        name: 'Modern World History',
        note: [
          'Modern history covers roughly the last 200 years: inventions, movements and changes that shaped today. Careers include journalism, politics, teaching and research.',
          'Modern history covers about the last 200 years: the inventions, movements and changes that shaped today. Jobs include news, politics, teaching and research.',
        ],
        items: [
          [
            'agree5',
            'Events of the last hundred years do not interest me.',
            true,
            'Events of the last hundred years bore me.',
            true,
          ],
        ],
      },
      {
        name: 'Translation & Interpreting',
        note: [
          'Translators turn written text into another language; interpreters do it live for speakers. Careers include international organisations, publishing and business.',
          'Translators turn written text into another language. Interpreters do it out loud, as people speak. Jobs include world bodies, books and business.',
        ],
      },
      {
        name: 'Linguistics',
        items: [
          [
            'agree5',
            'How languages work and change does not interest me.',
            true,
            'How languages work and change bores me.',
            true,
          ],
        ],
      },
      {
        name: 'Language & Culture Studies',
        note: [
          'This combines a language with the history, media and traditions of the places where it is spoken. Careers include diplomacy, international business, tourism and media.',
          'This joins a language with the history, media and ways of life of the places where it is spoken. Jobs include work between countries, travel and media.',
        ],
        items: [
          [
            'agree5',
            'How people live in other countries does not interest me.',
            true,
            'How people live in other countries bores me.',
            true,
          ],
        ],
      },
    ],
  },
  {
    status: 'Learning Assessments',
    scales: {
      agree5: [
        {
          optionText: 'Strongly disagree',
          score: 1,
        },
        {
          optionText: 'Disagree',
          score: 2,
        },
        {
          optionText: 'Neither agree nor disagree',
          score: 3,
        },
        {
          optionText: 'Agree',
          score: 4,
        },
        {
          optionText: 'Strongly agree',
          score: 5,
        },
      ],
      true5: [
        {
          optionText: 'Not like me at all',
          score: 1,
        },
        {
          optionText: 'A little like me',
          score: 2,
        },
        {
          optionText: 'Somewhat like me',
          score: 3,
        },
        {
          optionText: 'Mostly like me',
          score: 4,
        },
        {
          optionText: 'Very much like me',
          score: 5,
        },
      ],
    },
    facets: [
      {
        name: 'Visual',
        note: [
          'A high score means you learn best from things you can see, like diagrams, charts, colour-coding and mind maps. Try turning notes into pictures.',
          'A high score means you like to learn from things you can see, like diagrams, charts, colour-coding and mind maps.',
        ],
        items: [
          [
            'agree5',
            "Pictures and diagrams in textbooks don't really help me learn.",
            true,
            'Pictures and diagrams in textbooks confuse me more than they help.',
            true,
          ],
          [
            'agree5',
            'Colour-coding my notes helps me find and recall information.',
            false,
            'Colour-coding my notes feels like a waste of time.',
            true,
          ],
        ],
      },
      {
        name: 'Auditory',
        note: [
          'A high score means you learn well by listening and talking: explanations, discussions, podcasts or reading notes aloud.',
          'A high score means you like to learn by listening and talking. You may like talks, chats, podcasts or reading notes out loud.',
        ],
        items: [
          [
            'agree5',
            'I learn well when a teacher explains something out loud.',
            false,
            'I like it when a teacher explains something out loud.',
            false,
          ],
          [
            'agree5',
            'Saying things out loud or hearing them helps me remember.',
            false,
            'Saying things out loud helps me remember them.',
            false,
          ],
          [
            'agree5',
            'I remember what a teacher said better than what was written on the board.',
            false,
            'I remember what I read better than what I hear.',
            true,
          ],
        ],
      },
      {
        name: 'Reading/Writing',
        note: [
          'A high score means you learn best through words on a page: reading, making notes, writing summaries and lists.',
          'A high score means you like to learn through words on a page: reading, making notes, writing summaries and lists.',
        ],
        items: [
          [
            'agree5',
            'I learn best by reading texts and making written notes.',
            false,
            'I like to learn by reading about a topic.',
            false,
          ],
          [
            'agree5',
            'I like lists, summaries and written step-by-step instructions.',
            false,
            'I would rather watch a video than read a list of steps.',
            true,
          ],
        ],
      },
      {
        name: 'Kinesthetic',
        note: [
          'A high score means you learn best by doing: hands-on activities, experiments, models, movement and real-life examples.',
          'A high score means you like to learn by doing: hands-on tasks, trying things out, making models and moving around.',
        ],
        items: [
          [
            'agree5',
            'I learn best when I can try something out with my hands.',
            false,
            'I like to learn by trying something out with my hands.',
            false,
          ],
          [
            'agree5',
            'I need to move around or take active breaks to stay focused.',
            false,
            'I focus best when I sit still for a long time.',
            true,
          ],
          [
            'agree5',
            'Hands-on activities do little to help me understand a topic.',
            true,
            'Hands-on tasks waste my time when I am trying to understand a topic.',
            true,
          ],
        ],
      },
      {
        name: 'Collaborative',
        items: [
          [
            'agree5',
            'I enjoy solving problems together with other students.',
            false,
            'Solving problems with other students slows me down.',
            true,
          ],
        ],
      },
      {
        name: 'Independent',
        items: [
          [
            'agree5',
            'I can learn new things on my own without much help.',
            false,
            'I learn new things best when someone shows me how.',
            true,
          ],
        ],
      },
      {
        name: 'Structured Environment',
        items: [
          [
            'agree5',
            'I study best in a quiet, tidy space with few distractions.',
            false,
            'I study best in a quiet place.',
            false,
          ],
          [
            'agree5',
            'I can study just as well with chatter or a messy desk around me.',
            true,
            'I can study just as well with chatter around me.',
            true,
          ],
          [
            'agree5',
            'I like to know the plan for a lesson before it starts.',
            false,
            'I like lessons that go wherever the class takes them.',
            true,
          ],
        ],
      },
      {
        name: 'Planning',
        items: [
          [
            'agree5',
            'I usually dive into homework without thinking about how to tackle it.',
            true,
            'I usually dive into homework and work out how to do it as I go.',
            true,
          ],
          [
            'agree5',
            'I make a study plan before a week of tests.',
            false,
            'Before a week of tests, I just start and see how far I get.',
            true,
          ],
        ],
      },
      {
        name: 'Monitoring',
        note: [
          "A high score means you keep checking your own understanding and focus while you learn, and adjust when something isn't working.",
          'A high score means you keep checking how well you understand and focus while you learn. You change your way when something does not work.',
        ],
        items: [
          [
            'agree5',
            'I test myself to see what I actually know.',
            false,
            'I trust that I know a topic once I have read it.',
            true,
          ],
          [
            'agree5',
            'I often find out only in the test that I had not understood a topic.',
            true,
            'I often find out only in the test that I had missed the point of a topic.',
            true,
          ],
        ],
      },
      {
        name: 'Reflection',
        items: [
          [
            'agree5',
            'I think about which study methods worked best for me and why.',
            false,
            'I study the same way every time, whatever my results.',
            true,
          ],
          [
            'agree5',
            'Once work is handed in, I rarely think about it again.',
            true,
            'Once work is handed in, I forget about it.',
            true,
          ],
        ],
      },
      {
        name: 'Time Management',
        items: [
          [
            'agree5',
            'I plan my week so that schoolwork and free time both fit in.',
            false,
            'I deal with schoolwork as it comes, day by day.',
            true,
          ],
        ],
      },
      {
        name: 'Curiosity',
        items: [
          [
            'true5',
            'I rarely care about topics beyond what is on the test.',
            true,
            'I only care about topics that will be on the test.',
            true,
          ],
          [
            'true5',
            'I enjoy learning things that are not part of any lesson.',
            false,
            'I stick to what the lesson covers.',
            true,
          ],
        ],
      },
      {
        name: 'Persistence',
        items: [
          [
            'true5',
            "If I don't get something quickly, I tend to give up.",
            true,
            'If I get stuck for a while, I tend to give up.',
            true,
          ],
          [
            'true5',
            'I finish hard homework even when I would rather stop.',
            false,
            'When homework gets hard, I stop and do something else.',
            true,
          ],
        ],
      },
      {
        name: 'Test Calm',
        items: [
          [
            'true5',
            'I stay calm and think clearly during tests and exams.',
            false,
            'I stay calm during tests.',
            false,
          ],
        ],
      },
      {
        name: 'Academic Confidence',
        items: [
          [
            'true5',
            'I feel confident sharing my answers in class.',
            false,
            'I keep my answers to myself in class in case they are wrong.',
            true,
          ],
        ],
      },
      {
        name: 'Analytical',
        note: [
          'A high score means you like logical, step-by-step thinking: breaking problems into parts and weighing evidence before deciding.',
          'A high score means you like logical, step-by-step thinking. You break problems into parts and weigh the facts before you decide.',
        ],
        items: [
          [
            'agree5',
            'I check facts and evidence before I accept an idea.',
            false,
            'I accept an idea if it sounds right.',
            true,
          ],
        ],
      },
      {
        name: 'Creative',
        note: [
          'A high score means you enjoy original thinking: new ideas, different solutions and links between subjects.',
          'A high score means you enjoy new ideas, new ways to solve things and links between subjects.',
        ],
        items: [
          [
            'agree5',
            'I enjoy linking ideas from different subjects together.',
            false,
            'I like each subject to stay in its own box.',
            true,
          ],
        ],
      },
      {
        name: 'Open-Minded',
        items: [
          [
            'agree5',
            "Once I have made up my mind, I don't like to hear other opinions.",
            true,
            'Once I have made up my mind, other opinions annoy me.',
            true,
          ],
          [
            'agree5',
            'I am willing to change my mind when I hear a good argument.',
            false,
            'I stick with my view even when I hear a good argument against it.',
            true,
          ],
        ],
      },
    ],
  },
];
