// The scale seed's places (server/seed/scale.ts): ten Indian cities, each with sixty of its real
// localities, the locality's usual pincode and a rough asking price in rupees per built-up sq.ft.
// The rates are round figures for a realistic spread between and within cities (a sea-facing
// suburb of Mumbai against an outer sector of Noida), not market data.

export interface City {
  city: string;
  state: string;
  /** The city's share of the seeded listings, relative to the others. */
  weight: number;
}

export interface Place extends City {
  locality: string;
  pincode: string;
  /** Rupees per built-up sq.ft for sale. */
  rate: number;
}

/** `Name pincode rate; Name pincode rate; ...`, the name being every word before the pincode. */
const localities = (text: string) =>
  text
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(.+) (\d{6}) (\d+)$/.exec(entry);
      if (!match) throw new Error(`places.ts: '${entry}' is not 'Name pincode rate'`);
      return { locality: match[1]!, pincode: match[2]!, rate: Number(match[3]) };
    });

const cities: (City & { localities: string })[] = [
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    weight: 18,
    localities: `Bandra West 400050 55000; Bandra East 400051 32000; Khar West 400052 50000; Santacruz West 400054 40000;
      Santacruz East 400055 26000; Juhu 400049 50000; Vile Parle East 400057 32000; Vile Parle West 400056 38000;
      Andheri West 400058 30000; Andheri East 400069 22000; Lokhandwala 400053 28000; Versova 400061 28000;
      Oshiwara 400102 25000; Jogeshwari West 400102 22000; Goregaon West 400104 22000; Goregaon East 400063 22000;
      Malad West 400064 21000; Malad East 400097 19000; Kandivali West 400067 21000; Kandivali East 400101 19000;
      Charkop 400067 18000; Borivali West 400092 22000; Borivali East 400066 19000; Gorai 400091 16000;
      Dahisar 400068 16000; Powai 400076 26000; Chandivali 400072 20000; Sakinaka 400072 20000; Marol 400059 20000;
      Kalina 400098 30000; Kurla 400070 18000; Ghatkopar East 400077 24000; Ghatkopar West 400086 22000;
      Vikhroli 400083 20000; Kanjurmarg 400042 19000; Bhandup West 400078 17000; Mulund West 400080 20000;
      Mulund East 400081 19000; Chembur 400071 25000; Tilak Nagar 400089 21000; Govandi 400088 15000;
      Sion 400022 25000; Wadala 400031 24000; Antop Hill 400037 22000; Matunga 400019 38000; Dadar West 400028 40000;
      Mahim 400016 38000; Prabhadevi 400025 50000; Worli 400018 60000; Lower Parel 400013 48000; Parel 400012 38000;
      Sewri 400015 30000; Byculla 400027 30000; Mahalaxmi 400011 45000; Tardeo 400034 50000;
      Breach Candy 400026 65000; Malabar Hill 400006 80000; Grant Road 400007 35000; Colaba 400005 55000;
      Cuffe Parade 400005 58000`,
  },
  {
    city: 'Pune',
    state: 'Maharashtra',
    weight: 12,
    localities: `Baner 411045 11000; Balewadi 411045 10500; Aundh 411007 13000; Pashan 411021 10000; Bavdhan 411021 10000;
      Sus 411021 7200; Mahalunge 411045 8500; Wakad 411057 8500; Hinjewadi 411057 7500; Punawale 411033 6800;
      Tathawade 411033 7000; Ravet 412101 6500; Pimple Saudagar 411027 8500; Pimple Nilakh 411027 9000;
      Pimple Gurav 411061 7500; Pimpri 411018 7500; Chinchwad 411019 7500; Akurdi 411035 7000; Nigdi 411044 7500;
      Moshi 412105 5500; Chikhali 411062 5500; Bhosari 411026 6500; Dighi 411015 6000; Vishrantwadi 411015 8000;
      Dhanori 411015 7000; Lohegaon 411047 6500; Yerwada 411006 10000; Kalyani Nagar 411006 15000;
      Viman Nagar 411014 12500; Kharadi 411014 10000; Wagholi 412207 6000; Keshav Nagar 411036 8000;
      Mundhwa 411036 9000; Koregaon Park 411001 18000; Boat Club Road 411001 20000; Camp 411001 14000;
      Magarpatta 411013 10500; Hadapsar 411028 8000; Manjri 412307 6000; Fatima Nagar 411040 10000;
      Wanowrie 411040 10000; Salunke Vihar 411022 10000; Kondhwa 411048 7500; NIBM Road 411048 8500;
      Undri 411060 6800; Katraj 411046 7000; Ambegaon 411046 6500; Dhankawadi 411043 8000; Bibwewadi 411037 10000;
      Swargate 411042 12000; Sadashiv Peth 411030 15000; Erandwane 411004 16000; Deccan Gymkhana 411004 20000;
      Prabhat Road 411004 18000; Shivajinagar 411005 17000; Model Colony 411016 16000; Kothrud 411038 13500;
      Karve Nagar 411052 12000; Warje 411058 8500; Sinhagad Road 411041 7500`,
  },
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    weight: 16,
    localities: `Koramangala 560034 16000; Indiranagar 560038 18000; HSR Layout 560102 13000; Harlur 560102 9000;
      Bellandur 560103 10000; Sarjapur Road 560035 8000; Whitefield 560066 9000; Kadugodi 560067 7000;
      Varthur 560087 7500; Marathahalli 560037 9000; Brookefield 560037 9000; Mahadevapura 560048 8500;
      Hoodi 560048 8000; KR Puram 560036 7000; CV Raman Nagar 560093 9500; Domlur 560071 14000; Ulsoor 560008 16000;
      Richmond Town 560025 18000; Langford Town 560025 17000; Frazer Town 560005 14000; Cox Town 560005 12000;
      Sadashivanagar 560080 25000; Malleshwaram 560003 17000; Rajajinagar 560010 14000; Yeshwanthpur 560022 11000;
      Basaveshwaranagar 560079 11000; Vijayanagar 560040 11000; Nagarbhavi 560072 9000;
      Rajarajeshwari Nagar 560098 8000; Kengeri 560060 6000; Basavanagudi 560004 15000; Jayanagar 560041 16000;
      JP Nagar 560078 12000; Banashankari 560050 11000; Uttarahalli 560061 7000; Kanakapura Road 560062 7500;
      BTM Layout 560076 11000; Bannerghatta Road 560076 8500; Hulimavu 560076 7500; Gottigere 560083 6500;
      Begur 560068 7000; Bommanahalli 560068 8000; Akshayanagar 560068 7500; Electronic City 560100 6000;
      Wilson Garden 560027 13000; Ejipura 560047 11000; Hebbal 560024 12000; RT Nagar 560032 11000;
      Sahakar Nagar 560092 10000; Yelahanka 560064 7500; Jakkur 560064 8500; Thanisandra 560077 7500;
      Hennur 560043 8000; Kalyan Nagar 560043 10000; Banaswadi 560043 9500; Kammanahalli 560084 9500;
      Vidyaranyapura 560097 7500; Jalahalli 560013 8000; Peenya 560058 7000; Devanahalli 562110 5500`,
  },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    weight: 12,
    localities: `Banjara Hills 500034 15000; Jubilee Hills 500033 16000; Film Nagar 500096 12000; Gachibowli 500032 9500;
      Financial District 500032 10000; Nanakramguda 500032 9500; Raidurg 500032 10500; Madhapur 500081 10000;
      HITEC City 500081 10500; Kondapur 500084 8500; Kokapet 500075 10000; Narsingi 500075 8000;
      Gandipet 500075 7000; Manikonda 500089 7500; Puppalaguda 500089 7500; Gopanpally 500046 7500;
      Tellapur 502032 7000; Beeramguda 502032 5500; Ameenpur 502032 5500; Kollur 502300 6000;
      Lingampally 500019 6800; Chandanagar 500050 6500; Hafeezpet 500049 7000; Miyapur 500049 6500;
      Bachupally 500090 5800; Nizampet 500090 6000; Kukatpally 500072 7000; Moosapet 500018 7000;
      Erragadda 500018 7000; SR Nagar 500038 8000; Yousufguda 500045 8000; Ameerpet 500016 9000;
      Begumpet 500016 10000; Somajiguda 500082 11000; Punjagutta 500082 11000; Himayatnagar 500029 10000;
      Abids 500001 8500; Secunderabad 500003 8000; Bowenpally 500011 7000; Trimulgherry 500015 6500;
      Alwal 500010 6000; Kompally 500014 6000; Sainikpuri 500094 6500; Malkajgiri 500047 6000; Tarnaka 500017 7500;
      Habsiguda 500007 6500; Uppal 500039 6000; Boduppal 500092 5500; Peerzadiguda 500098 5200;
      Nagole 500068 6000; LB Nagar 500074 6200; Kothapet 500035 6500; Saroornagar 500035 6000;
      Dilsukhnagar 500060 6500; Attapur 500048 6500; Mehdipatnam 500028 7500; Tolichowki 500008 7000;
      Shamshabad 501218 4500; Adibatla 501510 4500; Ghatkesar 501301 4500`,
  },
  {
    city: 'Chennai',
    state: 'Tamil Nadu',
    weight: 9,
    localities: `Adyar 600020 16000; Besant Nagar 600090 17000; Thiruvanmiyur 600041 14000; Kottivakkam 600041 12000;
      Neelankarai 600115 11000; Injambakkam 600115 10000; Perungudi 600096 8500; Thoraipakkam 600097 8000;
      Sholinganallur 600119 7500; Navalur 600130 6000; Siruseri 603103 5000; Kelambakkam 603103 4500;
      Perumbakkam 600100 5500; Medavakkam 600100 6500; Pallikaranai 600100 7000; Velachery 600042 9500;
      Madipakkam 600091 7000; Nanganallur 600061 8500; Alandur 600016 10000; St Thomas Mount 600016 9500;
      Guindy 600032 12000; Saidapet 600015 11000; West Mambalam 600033 12000; T Nagar 600017 18000;
      Kodambakkam 600024 11000; Vadapalani 600026 11500; Ashok Nagar 600083 12500; KK Nagar 600078 11000;
      Virugambakkam 600092 9000; Valasaravakkam 600087 8500; Ramapuram 600089 8000; Porur 600116 7000;
      Iyyappanthangal 600056 5500; Poonamallee 600056 5000; Mogappair 600037 7500; Anna Nagar 600040 15000;
      Kilpauk 600010 13000; Chetpet 600031 16000; Nungambakkam 600034 20000; Egmore 600008 14000;
      Purasawalkam 600007 11000; Perambur 600011 8000; Kolathur 600099 6500; Madhavaram 600060 5500;
      Ambattur 600053 6000; Avadi 600054 4500; Thiruvottiyur 600019 5500; Tondiarpet 600081 6500;
      Washermanpet 600021 7500; Royapettah 600014 14000; Triplicane 600005 12000; Mylapore 600004 19000;
      Alwarpet 600018 22000; Teynampet 600018 20000; RA Puram 600028 22000; Chromepet 600044 6000;
      Pallavaram 600043 6000; Tambaram 600045 5500; Kundrathur 600069 4500; Guduvanchery 603202 4000`,
  },
  {
    city: 'New Delhi',
    state: 'Delhi',
    weight: 10,
    localities: `Connaught Place 110001 40000; Jor Bagh 110003 45000; Golf Links 110003 60000; Sundar Nagar 110003 50000;
      Chanakyapuri 110021 55000; Vasant Vihar 110057 35000; Vasant Kunj 110070 18000; Defence Colony 110024 30000;
      Lajpat Nagar 110024 18000; South Extension 110049 24000; Greater Kailash 110048 25000;
      Greater Kailash 2 110048 24000; Panchsheel Park 110017 28000; Saket 110017 20000; Malviya Nagar 110017 15000;
      Hauz Khas 110016 25000; Green Park 110016 22000; Safdarjung Enclave 110029 22000; Kalkaji 110019 15000;
      Chittaranjan Park 110019 17000; Sarita Vihar 110076 12000; Jasola 110025 11000; Okhla 110025 10000;
      Mehrauli 110030 9000; Chhattarpur 110074 8000; Sainik Farm 110062 12000; Mahipalpur 110037 8000;
      Palam 110045 7500; Dwarka 110075 11000; Uttam Nagar 110059 6500; Janakpuri 110058 12500; Vikaspuri 110018 10000;
      Tilak Nagar 110018 9500; Paschim Vihar 110063 12000; Punjabi Bagh 110026 16000; Rajouri Garden 110027 14000;
      Kirti Nagar 110015 11000; Moti Nagar 110015 11500; Patel Nagar 110008 13000; Rajinder Nagar 110060 15000;
      Karol Bagh 110005 14000; Paharganj 110055 10000; Civil Lines 110054 16000; Kamla Nagar 110007 12000;
      Model Town 110009 13000; Mukherjee Nagar 110009 11000; Ashok Vihar 110052 12500; Pitampura 110034 12500;
      Shalimar Bagh 110088 11500; Rohini 110085 9500; Burari 110084 5500; Narela 110040 5000; Shahdara 110032 7000;
      Krishna Nagar 110051 9000; Dilshad Garden 110095 7500; Vivek Vihar 110095 11000; Preet Vihar 110092 11500;
      Laxmi Nagar 110092 9000; Patparganj 110092 11000; Mayur Vihar Phase 1 110091 11000`,
  },
  {
    city: 'Gurugram',
    state: 'Haryana',
    weight: 7,
    localities: `DLF Phase 1 122002 16000; DLF Phase 2 122008 15000; DLF Phase 3 122002 13000; DLF Phase 4 122009 13000;
      DLF Phase 5 122009 18000; Golf Course Road 122002 20000; Golf Course Extension Road 122102 13000;
      Cyber City 122002 20000; MG Road 122002 14000; Sushant Lok 1 122009 13000; South City 1 122001 12000;
      South City 2 122018 11000; Nirvana Country 122018 12000; Sohna Road 122018 10000; Sohna 122103 5500;
      Palam Vihar 122017 9000; Udyog Vihar 122016 10000; Dwarka Expressway 122006 10000; Manesar 122051 5500;
      Sector 4 122001 8000; Sector 7 122001 8000; Sector 9 122001 7500; Sector 10 122001 7500; Sector 14 122001 9000;
      Sector 15 122001 9500; Sector 21 122016 8500; Sector 22 122015 8000; Sector 23 122017 8500;
      Sector 27 122009 11000; Sector 28 122002 12000; Sector 31 122001 10000; Sector 33 122018 10000;
      Sector 37C 122004 7500; Sector 37D 122006 8000; Sector 42 122002 15000; Sector 43 122002 14000;
      Sector 45 122003 11000; Sector 46 122003 10500; Sector 48 122018 11000; Sector 49 122018 11000;
      Sector 50 122018 12000; Sector 53 122011 16000; Sector 54 122011 17000; Sector 56 122011 11000;
      Sector 57 122003 10500; Sector 65 122102 15000; Sector 67 122102 11000; Sector 70 122101 10000;
      Sector 79 122004 9000; Sector 80 122004 8500; Sector 81 122004 8500; Sector 82 122004 8500;
      Sector 84 122004 8000; Sector 85 122004 8500; Sector 89 122505 7000; Sector 92 122505 6500;
      Sector 95 122505 6000; Sector 102 122006 8000; Sector 106 122006 9500; Sector 109 122017 9000`,
  },
  {
    city: 'Noida',
    state: 'Uttar Pradesh',
    weight: 6,
    localities: `Noida Extension 201318 5000; Sector 15 201301 12000; Sector 16 201301 9500; Sector 18 201301 14000;
      Sector 19 201301 11000; Sector 20 201301 11000; Sector 27 201301 10500; Sector 29 201303 11000;
      Sector 30 201303 12000; Sector 34 201307 8500; Sector 37 201303 9500; Sector 39 201303 8500;
      Sector 41 201303 10000; Sector 44 201303 14000; Sector 45 201303 9500; Sector 46 201303 9500;
      Sector 47 201303 10000; Sector 50 201301 12000; Sector 51 201301 10500; Sector 52 201301 10000;
      Sector 55 201301 8500; Sector 56 201301 9000; Sector 61 201301 9500; Sector 62 201309 9000;
      Sector 70 201301 7000; Sector 71 201301 7500; Sector 72 201301 7000; Sector 73 201301 6500;
      Sector 74 201301 8500; Sector 75 201301 8000; Sector 76 201301 8500; Sector 77 201301 8000;
      Sector 78 201301 8500; Sector 79 201301 7500; Sector 82 201304 6500; Sector 93 201304 9500;
      Sector 93A 201304 9500; Sector 99 201304 8000; Sector 100 201304 10500; Sector 104 201304 9000;
      Sector 105 201304 9000; Sector 107 201304 8500; Sector 108 201304 9000; Sector 110 201304 7500;
      Sector 118 201301 7000; Sector 119 201301 7000; Sector 120 201301 7000; Sector 121 201301 7000;
      Sector 122 201301 6000; Sector 128 201304 11000; Sector 129 201304 8000; Sector 134 201304 6000;
      Sector 137 201305 7000; Sector 143 201306 6500; Sector 144 201306 6000; Sector 150 201310 8000;
      Sector 151 201310 6500; Sector 152 201310 7500; Sector 168 201305 7000; Sector 117 201301 6500`,
  },
  {
    city: 'Kolkata',
    state: 'West Bengal',
    weight: 5,
    localities: `Ballygunge 700019 14000; Gariahat 700019 10500; Alipore 700027 18000; Park Street 700016 15000;
      Camac Street 700017 14000; Loudon Street 700017 16000; Elgin Road 700020 14000; Bhowanipore 700025 11000;
      Kalighat 700026 9500; Hazra 700026 10000; Lansdowne 700026 11000; Rashbehari Avenue 700029 11000;
      Dhakuria 700031 8000; Jodhpur Park 700068 9500; Lake Gardens 700045 8500; Golf Green 700045 7500;
      Tollygunge 700033 8000; Jadavpur 700032 7000; Regent Park 700040 6500; Bansdroni 700070 5500;
      Garia 700084 5000; Narendrapur 700103 4500; Sonarpur 700150 4000; Mukundapur 700099 6500;
      Santoshpur 700075 6000; Ajoy Nagar 700075 6000; Kasba 700042 7000; EM Bypass 700107 7500; Topsia 700039 8000;
      Tiljala 700039 7000; Beliaghata 700010 7000; Maniktala 700054 7000; Ultadanga 700067 6500;
      Salt Lake Sector 1 700064 9000; Salt Lake Sector 5 700091 8500; New Town 700156 6000;
      Action Area 1 700156 6500; Chinar Park 700157 5500; Rajarhat 700135 5500; Kestopur 700101 5500;
      Baguiati 700059 5000; VIP Road 700052 6000; Lake Town 700089 7000; Dum Dum 700028 5500; Sinthee 700050 5000;
      Baranagar 700036 5000; Dunlop 700108 4800; Belgharia 700056 4500; Sodepur 700110 4000;
      Madhyamgram 700129 4000; Barasat 700124 3800; Shyambazar 700004 6500; Bagbazar 700003 6000;
      Behala 700034 5500; Sarsuna 700061 4500; Thakurpukur 700063 4800; Haridevpur 700082 4800; Joka 700104 4500;
      Howrah 711101 4500; Santragachi 711104 4200`,
  },
  {
    city: 'Ahmedabad',
    state: 'Gujarat',
    weight: 5,
    localities: `Satellite 380015 7500; Prahlad Nagar 380015 8500; Vastrapur 380015 8500; Jodhpur 380015 7500;
      Nehru Nagar 380015 7000; Bodakdev 380054 9000; SG Highway 380054 8000; Thaltej 380059 8000; Shilaj 380059 6500;
      Ambli 380058 8500; Bopal 380058 5500; South Bopal 380058 5800; Shela 380058 5000; Shantipura 380058 5000;
      Sindhu Bhavan Road 380058 9500; Sola 380060 6000; Science City 380060 6500; Gota 382481 5000;
      Chandlodia 382481 4200; Ghatlodia 380061 5500; Memnagar 380052 7000; Gurukul 380052 7000;
      Naranpura 380013 6500; Usmanpura 380013 7500; Vadaj 380013 5500; Navrangpura 380009 8500;
      Ashram Road 380009 8500; Ellisbridge 380006 9000; Ambawadi 380006 8000; Paldi 380007 8000; Vasna 380007 5500;
      Vejalpur 380051 5200; Makarba 380051 6500; Jivraj Park 380051 5500; Sarkhej 382210 4500; Juhapura 380055 3800;
      Shahibaug 380004 6500; Sabarmati 380005 4800; Motera 380005 5000; Chandkheda 382424 4500;
      Ranip 382480 4500; New Ranip 382470 4500; Tragad 382470 4200; Vaishno Devi Circle 382421 5500;
      Zundal 382421 4500; Maninagar 380008 5000; Khokhra 380008 4500; Isanpur 382443 3800; Vatva 382440 3200;
      Hathijan 382445 3200; Ramol 382449 3300; Vastral 382418 3800; Odhav 382415 3500; Nikol 382350 4200;
      Naroda 382330 3800; Bapunagar 380024 4000; Kathwada 382430 3500; Sanand 382110 3000;
      Changodar 382213 3000; Gandhinagar Road 382421 4800`,
  },
];

export const scaleCities: City[] = cities.map(({ city, state, weight }) => ({ city, state, weight }));

/** Every place of every city, city by city. */
export const scalePlaces: Place[] = cities.flatMap(({ localities: text, ...city }) =>
  localities(text).map((place) => ({ ...city, ...place })),
);
